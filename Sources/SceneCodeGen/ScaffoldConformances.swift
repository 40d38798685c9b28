import SceneGraph

/// What a scaffolded class needs to adopt the runtime protocols its views' outlets point to
/// (a table's `dataSource`): the protocols, and a starter implementation of each required
/// method (every other method of these protocols has a default).
enum ScaffoldConformances {
    /// The required methods of the runtime's delegate and data-source protocols, as starters
    /// that show nothing (no rows, no components).
    static func requiredMethods(of protocolName: String, runtime rt: (String) -> String) throws(UngatedName) -> [Declaration] {
        func method(_ name: SwiftIdentifier, _ parameters: [Parameter], returns type: String, _ body: Statement) throws(UngatedName) -> Declaration {
            .function(FunctionDeclaration(
                doc: ["Required by \(protocolName): a starter that shows nothing yet."], name: name,
                parameters: parameters, returnType: try SwiftType(type), body: [body]))
        }
        let unreachable = Statement.expression(Expression.identifier("preconditionFailure").called(
            Argument(nil, .string("scaffolded \(protocolName): it reports no content, so no cell is asked for"))))
        switch protocolName {
        case "TableViewDataSource":
            let table = Parameter(label: "_", name: "tableView", type: try SwiftType(rt("TableView")))
            return [
                try method("tableView", [table, Parameter(label: "numberOfRowsInSection", name: "section", type: "Int")], returns: "Int", .returnValue(.integer(0))),
                try method("tableView", [table, Parameter(label: "cellForRowAt", name: "indexPath", type: "Foundation.IndexPath")], returns: rt("TableViewCell"), unreachable),
            ]
        case "CollectionViewDataSource":
            let collection = Parameter(label: "_", name: "collectionView", type: try SwiftType(rt("CollectionView")))
            return [
                try method("collectionView", [collection, Parameter(label: "numberOfItemsInSection", name: "section", type: "Int")], returns: "Int", .returnValue(.integer(0))),
                try method("collectionView", [collection, Parameter(label: "cellForItemAt", name: "indexPath", type: "Foundation.IndexPath")], returns: rt("CollectionViewCell"), unreachable),
            ]
        case "PickerViewDataSource":
            let picker = Parameter(label: "_", name: "pickerView", type: try SwiftType(rt("PickerView")))
            return [
                try method("numberOfComponents", [Parameter(label: "in", name: "pickerView", type: try SwiftType(rt("PickerView")))], returns: "Int", .returnValue(.integer(0))),
                try method("pickerView", [picker, Parameter(label: "numberOfRowsInComponent", name: "component", type: "Int")], returns: "Int", .returnValue(.integer(0))),
            ]
        default:
            return []
        }
    }
}
