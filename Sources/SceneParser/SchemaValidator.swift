internal import CLibXML2
import SceneGraph

/// Validates documents against an XML Schema with libxml2's validator (what `xmllint --schema` runs),
/// after the same safety checks as ``SafeXMLReader`` (no DOCTYPE, bounded size and depth).
public enum SchemaValidator {
    /// The rule id of schema violations.
    public static let rule = "schema"

    /// Validates `document` (the contents of `path`) against the schema in `schema`; no diagnostics means valid.
    public static func validate(document: [UInt8], path: String, schema: [UInt8], schemaPath: String) -> [Diagnostic] {
        // Refuse what the safe reader refuses before libxml2 builds a tree.
        let (tree, safety) = SafeXMLReader.parse(bytes: document, path: path)
        guard tree != nil else { return safety }
        let (schemaTree, schemaSafety) = SafeXMLReader.parse(bytes: schema, path: schemaPath)
        guard schemaTree != nil else { return schemaSafety }

        let sink = SchemaErrorSink()
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let handler: xmlStructuredErrorFunc = { userData, error in
            guard let userData, let error else { return }
            Unmanaged<SchemaErrorSink>.fromOpaque(userData).takeUnretainedValue().record(error.pointee)
        }

        guard let parserContext = schema.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlSchemaNewMemParserCtxt($0, Int32(buffer.count))
            }
        }) else { return [.error("cannot read the schema", at: nil, rule: rule)] }
        defer { xmlSchemaFreeParserCtxt(parserContext) }
        sink.path = schemaPath
        xmlSchemaSetParserStructuredErrors(parserContext, handler, context)
        guard let compiled = xmlSchemaParse(parserContext) else {
            return sink.diagnostics.isEmpty ? [.error("the schema is not valid", at: nil, rule: rule)] : sink.diagnostics
        }
        defer { xmlSchemaFree(compiled) }

        guard let validContext = xmlSchemaNewValidCtxt(compiled) else { return [.error("cannot create a validator", at: nil, rule: rule)] }
        defer { xmlSchemaFreeValidCtxt(validContext) }
        sink.path = path
        xmlSchemaSetValidStructuredErrors(validContext, handler, context)

        guard let parsed = document.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReadMemory($0, Int32(buffer.count), path, "UTF-8", SafeXMLReader.options)
            }
        }) else { return [.error("cannot parse the document", at: nil, rule: rule)] }
        defer { xmlFreeDoc(parsed) }
        let status = xmlSchemaValidateDoc(validContext, parsed)
        if status != 0, sink.diagnostics.isEmpty {
            return [.error("the document does not match the schema", at: SourceLocation(file: path, line: 1, column: 1), rule: rule)]
        }
        return sink.diagnostics
    }
}

private final class SchemaErrorSink {
    var path = ""
    var diagnostics: [Diagnostic] = []

    func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let message = (error.message.map { String(cString: $0) } ?? "schema violation")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        diagnostics.append(.error(message, at: SourceLocation(file: path, line: max(1, Int(error.line)), column: 1), rule: SchemaValidator.rule))
    }
}
