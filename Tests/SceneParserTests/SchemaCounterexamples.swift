import Testing

/// A small document the schema must reject, with the text the validator's message must contain.
struct SchemaCounterexample: Sendable, CustomTestStringConvertible {
    let problem: String
    let text: String
    let evidence: String

    init(_ problem: String, _ body: String, evidence: String, namespace: String = "urn:scenec:scene:1") {
        self.problem = problem
        self.text = Self.wrap(body, namespace: namespace)
        self.evidence = evidence
    }

    var testDescription: String { problem }

    static func wrap(_ body: String, namespace: String = "urn:scenec:scene:1") -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<scenes xmlns=\"\(namespace)\">\n\(body)\n</scenes>\n"
    }

    static let all: [SchemaCounterexample] = [
        SchemaCounterexample("an unknown attribute", #"<controller id="list" colour="red"/>"#, evidence: "'colour'"),
        SchemaCounterexample("a word outside an enumeration", #"<controller id="list" kind="grid"/>"#, evidence: "'grid'"),
        SchemaCounterexample("a bool that is not true or false", #"<controller id="list" modalInPresentation="yes"/>"#, evidence: "'yes'"),
        SchemaCounterexample("a size without x", #"<controller id="list" preferredContentSize="320*480"/>"#, evidence: "'320*480'"),
        SchemaCounterexample("a scene id that is not a Swift identifier", #"<controller id="recipe-list"/>"#, evidence: "'recipe-list'"),
        SchemaCounterexample("a missing required attribute", #"<containerController id="box"/>"#, evidence: "'class'"),
        SchemaCounterexample("a relationship role the container does not take",
                        #"<navigation id="nav"><relationship kind="tab" destination="nav"/></navigation>"#, evidence: "'tab'"),
        SchemaCounterexample("an action on a view that is not a control",
                        #"<controller id="list"><view><label><action method="tapped"/></label></view></controller>"#, evidence: "}action'"),
        SchemaCounterexample("text content", #"<controller id="list">Recipes</controller>"#, evidence: "}controller'"),
        SchemaCounterexample("a duplicate id",
                        #"<controller id="list"><view><label id="name"/><button id="name"/></view></controller>"#, evidence: "documentID"),
        SchemaCounterexample("a destination that names no scene",
                        #"<controller id="list"><segue kind="show" destination="detail"/></controller>"#, evidence: "segueDestination"),
        SchemaCounterexample("a variation override in another namespace",
                        #"<controller id="list" xmlns:x="urn:example"><variation horizontalSizeClass="compact" x:title="A"/></controller>"#,
                        evidence: "urn:example"),
        SchemaCounterexample("another format version", #"<controller id="list"/>"#, evidence: "urn:scenec:scene:2", namespace: "urn:scenec:scene:2"),
        SchemaCounterexample("a gesture recognizer without an id",
                        #"<controller id="list"><view><view><tapGesture/></view></view></controller>"#, evidence: "'id'"),
        SchemaCounterexample("a swipe direction outside the list",
                        #"<controller id="list"><view><view><swipeGesture id="s" direction="sideways"/></view></view></controller>"#,
                        evidence: "'sideways'"),
        SchemaCounterexample("an attribute of another gesture kind",
                        #"<controller id="list"><view><view><pinchGesture id="p" numberOfTapsRequired="2"/></view></view></controller>"#,
                        evidence: "'numberOfTapsRequired'"),
        SchemaCounterexample("a static cell outside a section",
                        #"<controller id="list" kind="table"><view><tableView><staticCell/></tableView></view></controller>"#,
                        evidence: "}staticCell'"),
        SchemaCounterexample("static sections in a collection view",
                        #"<controller id="grid" kind="collection"><view><collectionView><staticSection/></collectionView></view></controller>"#,
                        evidence: "}staticSection'"),
        SchemaCounterexample("an outlet owner that names nothing",
                        #"<controller id="list"><view><pickerView id="picker"/></view><outlet owner="pickr" property="dataSource" destination="list"/></controller>"#,
                        evidence: "outletOwner"),
        SchemaCounterexample("an action target outside the list",
                        #"<controller id="list"><view><button><action method="copy" target="window"/></button></view></controller>"#,
                        evidence: "'window'"),
        SchemaCounterexample("a runtime attribute type outside the list",
                        #"<controller id="list"><runtimeAttribute keyPath="a" type="float" value="1"/></controller>"#, evidence: "'float'"),
        SchemaCounterexample("a runtime attribute key path with a space",
                        #"<controller id="list"><runtimeAttribute keyPath="layer. radius" type="number" value="1"/></controller>"#,
                        evidence: "'layer. radius'"),
        SchemaCounterexample("toolbar items in a reference",
                        #"<reference id="other" file="Other.scene"><toolbarItems/></reference>"#, evidence: "}reference'"),
        SchemaCounterexample("a duplicate gesture recognizer id",
                        #"<controller id="list"><view><view id="tap"><tapGesture id="tap"/></view></view></controller>"#, evidence: "documentID"),
    ]
}
