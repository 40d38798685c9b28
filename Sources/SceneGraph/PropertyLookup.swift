/// Look-ups in a node's properties (`[String: String]`, by attribute name), which hold one or two
/// entries for most nodes.
public enum PropertyLookup {
    /// `properties[key]`, found among a few properties by comparing their names with `key`.
    ///
    /// Why: the name gate asks every view with a property for its member slot (`mode`), and the
    /// code generator asks each view for `hidden`, `tag`, `alpha` and its kind's settings though a
    /// view has one or two properties; hashing each key was ~300 instructions a look-up (0.5 % of
    /// `check` and 1 % of `compile` of 1,000 scenes, callgrind, issue 26). Past four properties
    /// the table is asked. `MemberValueTests` compares it with the subscript.
    public static func value(of key: String, in properties: [String: String]) -> String? {
        guard properties.count <= 4 else { return properties[key] }
        for (name, value) in properties where name == key { return value }
        return nil
    }
}
