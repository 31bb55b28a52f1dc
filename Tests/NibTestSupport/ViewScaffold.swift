/// A subview that its own constraints hold at a fixed width and height (ids `<id>-w` and `<id>-h`),
/// the box most layout tests place: its saved frame is a parameter apart from that size, since
/// what a test checks is often a frame saved at another size than its constraints give.
public enum ViewScaffold {
    /// The element's text. `element`: `view`, `imageView`, ...; `attributes`: what it carries
    /// besides its id, label and `translatesAutoresizingMaskIntoConstraints="NO"`.
    public static func fixedSize(_ id: String, element: String = "view", label: String? = nil,
                                 attributes: String = #"contentMode="scaleToFill""#,
                                 width: Double, height: Double,
                                 savedAt origin: (x: Double, y: Double), savedSize: (width: Double, height: Double)? = nil) -> String {
        let saved = savedSize ?? (width, height)
        let userLabel = label.map { #" userLabel="\#($0)""# } ?? ""
        return """
        <\(element) \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"\(userLabel)>
            <rect key="frame" x="\(XibScaffold.number(origin.x))" y="\(XibScaffold.number(origin.y))" width="\(XibScaffold.number(saved.width))" height="\(XibScaffold.number(saved.height))"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(XibScaffold.number(width))" id="\(id)-w"/>
                <constraint firstAttribute="height" constant="\(XibScaffold.number(height))" id="\(id)-h"/>
            </constraints>
        </\(element)>
        """
    }
}
