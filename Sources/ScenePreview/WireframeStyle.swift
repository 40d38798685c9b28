/// The colours, lines and type of the wireframes, in one place (the HTML legend shows them).
public enum WireframeStyle {
    /// The font stack of every text.
    public static let font = "-apple-system, Helvetica, Arial, sans-serif"
    /// The sheet's background, around the devices.
    public static let sheet = "#eef0f3"
    /// The device's bezel.
    public static let bezel = "#1f2937"
    /// The scene titles above the devices.
    public static let heading = "#111827"
    /// The file, scene id and device under each title.
    public static let subheading = "#6b7280"
    /// The screen and root view.
    public static let screen = "#ffffff"
    /// A plain view's fill.
    public static let viewFill = "#eef2f7"
    /// The outline of views.
    public static let outline = "#94a3b8"
    /// Labels and other text.
    public static let text = "#111827"
    /// Placeholders and secondary text.
    public static let placeholder = "#9ca3af"
    /// Buttons, selected tabs, slider tracks and other tinted parts.
    public static let tint = "#007aff"
    /// A switch that is on.
    public static let on = "#34c759"
    /// Control backgrounds (switch off, segmented control, search field).
    public static let control = "#e5e5ea"
    /// Image view placeholders.
    public static let image = "#dbe3ee"
    /// Grouped table backgrounds.
    public static let grouped = "#f2f2f7"
    /// Bars (navigation bar, toolbar, tab bar).
    public static let bar = "#f7f7f8"
    /// Bars' hairlines, row separators, and the outline of labels, buttons and text fields.
    public static let hairline = "#c6c6c8"
    /// The outline of a view whose constraints leave its frame ambiguous.
    public static let ambiguous = "#dc2626"
    /// The dash pattern of hidden views.
    public static let hiddenDash = "4 3"
    /// How opaque hidden views are drawn.
    public static let hiddenOpacity = "0.5"
}
