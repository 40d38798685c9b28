import Foundation
import SceneLayout

/// A linear system as both benchmarks read it: variables by index, and constraints
/// `Σ coefficient × variable + constant  op  0` at a priority (1000 = required).
///
/// JSON: `{"variables": N, "constraints": [{"terms": [[index, coefficient], …], "constant": c,
/// "op": "==" | "<=" | ">=", "priority": p}, …], "resize": {"constraint": i, "constant": c}}`.
/// `resize` (optional) names one required constraint and a new constant for it: the
/// incremental figure removes it and adds it back with that constant (a root resize). Other keys
/// are ignored (`scenec layout --emit-systems` adds `"scene": "file#id"`).
struct LinearSystem {
    struct Row {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: LayoutRelation
        var priority: Double
    }

    var variableCount: Int
    var rows: [Row]
    var resize: (constraint: Int, constant: Double)?

    // MARK: JSON

    init(json data: Data) throws {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let count = object["variables"] as? Int, let list = object["constraints"] as? [[String: Any]]
        else { throw BenchError("not a linear system: expected {\"variables\": N, \"constraints\": [...]}") }
        variableCount = count
        rows = try list.enumerated().map { index, entry in
            guard let terms = entry["terms"] as? [[Double]], let op = entry["op"] as? String else {
                throw BenchError("constraint \(index): expected terms and op")
            }
            let relation: LayoutRelation = switch op {
            case "==": .equal
            case "<=": .lessThanOrEqual
            case ">=": .greaterThanOrEqual
            default: throw BenchError("constraint \(index): unknown op \(op)")
            }
            let pairs = try terms.map { pair -> (Int, Double) in
                guard pair.count == 2, let variable = Int(exactly: pair[0]), variable >= 0, variable < count else {
                    throw BenchError("constraint \(index): bad term \(pair)")
                }
                return (variable, pair[1])
            }
            return Row(terms: pairs, constant: entry["constant"] as? Double ?? 0, relation: relation,
                       priority: entry["priority"] as? Double ?? 1000)
        }
        if let resize = object["resize"] as? [String: Any], let constraint = resize["constraint"] as? Int,
           let constant = resize["constant"] as? Double, constraint >= 0, constraint < rows.count {
            self.resize = (constraint, constant)
        }
    }

    func json() throws -> Data {
        var object: [String: Any] = [
            "variables": variableCount,
            "constraints": rows.map { row -> [String: Any] in
                let op = switch row.relation {
                case .equal: "=="
                case .lessThanOrEqual: "<="
                case .greaterThanOrEqual: ">="
                }
                return ["terms": row.terms.map { [Double($0.variable), $0.coefficient] }, "constant": row.constant,
                        "op": op, "priority": row.priority]
            },
        ]
        if let resize { object["resize"] = ["constraint": resize.constraint, "constant": resize.constant] }
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    init(variableCount: Int, rows: [Row], resize: (constraint: Int, constant: Double)?) {
        self.variableCount = variableCount
        self.rows = rows
        self.resize = resize
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
