/// Scene files for tests that compare graph analyses with their former code (issue 26).
public enum RandomSceneFiles {
    /// Scene files with random containers, segues, embeds, relationships and references: scene
    /// `s<i>` of `F<j>.scene`; some ids are declared twice, some destinations do not exist.
    public static func make(_ random: inout SeededRandom) -> [(path: String, text: String)] {
        let fileCount = 1 + random.below(3)
        return (0..<fileCount).map { file in
            let sceneCount = 2 + random.below(7)
            func anyScene() -> String { random.below(12) == 0 ? "missing" : "s\(random.below(sceneCount + 2))" }
            var body = ""
            for index in 0..<sceneCount + 2 {
                let id = index < sceneCount ? "s\(index)" : "s\(random.below(sceneCount))"  // the last two repeat an id
                let storyboardID = random.below(4) == 0 ? " storyboardID=\"F\(file)S\(index)\"" : ""
                if index >= sceneCount - 1 && index < sceneCount && fileCount > 1 {
                    let other = random.below(fileCount)
                    body += "  <reference id=\"\(id)\" file=\"F\(other).scene\" scene=\"s\(random.below(3))\"/>\n"
                    continue
                }
                switch random.below(4) {
                case 0:
                    body += "  <navigation id=\"\(id)\"\(storyboardID)><relationship kind=\"root\" destination=\"\(anyScene())\"/></navigation>\n"
                case 1:
                    body += "  <split id=\"\(id)\"\(storyboardID)><relationship kind=\"primary\" destination=\"\(anyScene())\"/>"
                        + "<relationship kind=\"secondary\" destination=\"\(anyScene())\"/></split>\n"
                default:
                    var children = ""
                    if random.below(3) == 0 { children += "<view><containerView id=\"c\(index)\" embed=\"\(anyScene())\"/></view>" }
                    for segue in 0..<random.below(3) {
                        let kind = ["show", "showDetail", "present", "show"][random.below(4)]
                        children += "<segue id=\"g\(index)x\(segue)\" kind=\"\(kind)\" destination=\"\(anyScene())\"/>"
                    }
                    body += "  <controller id=\"\(id)\"\(storyboardID)>\(children)</controller>\n"
                }
            }
            let initial = random.below(3) == 0 ? "" : " initial=\"s\(random.below(sceneCount))\""
            return ("F\(file).scene", "<scenes xmlns=\"urn:scenec:scene:1\"\(initial)>\n\(body)</scenes>\n")
        }
    }
}
