/// The fonts iOS itself installs, by PostScript name, so that a document naming one needs no
/// font file in the app. Gathered from `UIFont.familyNames` listings of iOS 7 to 17; kept as
/// family stems (the name before its first "-": `AvenirNext` covers `AvenirNext-DemiBold`) so
/// that a weight missing from the list is never reported as a missing font. Names starting with
/// "." are the system font's private faces (`.AppleSystemUIFont`, `.SFUIText-Medium`).
public enum SystemFonts {
    static let stems: Set<String> = [
        "AcademyEngravedLetPlain", "AlNile", "AmericanTypewriter", "AppleColorEmoji", "AppleSDGothicNeo",
        "AppleSymbols", "Arial", "ArialMT", "ArialHebrew", "ArialRoundedMTBold", "Avenir", "AvenirNext",
        "AvenirNextCondensed", "BanglaSangamMN", "Baskerville", "BodoniOrnamentsITCTT", "BodoniSvtyTwoITCTT",
        "BodoniSvtyTwoOSITCTT", "BodoniSvtyTwoSCITCTT", "BradleyHandITCTT", "ChalkboardSE", "Chalkduster",
        "Charter", "Cochin", "Copperplate", "Courier", "CourierNewPS", "CourierNewPSMT", "Damascus",
        "DamascusBold", "DamascusLight", "DamascusMedium", "DamascusSemiBold", "DevanagariSangamMN", "Didot",
        "DINAlternate", "DINCondensed", "DiwanMishafi", "EuphemiaUCAS", "Farah", "Futura", "Galvji", "GeezaPro",
        "Georgia", "GillSans", "GujaratiSangamMN", "GurmukhiMN", "Helvetica", "HelveticaNeue", "HiraKakuProN",
        "HiraMaruProN", "HiraMinProN", "HiraginoSans", "HoeflerText", "IowanOldStyle", "Kailasa",
        "KannadaSangamMN", "Kefa", "KhmerSangamMN", "KohinoorBangla", "KohinoorDevanagari", "KohinoorGujarati",
        "KohinoorTelugu", "LaoSangamMN", "MalayalamSangamMN", "Marion", "MarkerFelt", "Menlo", "MuktaMahee",
        "MyanmarSangamMN", "Noteworthy", "NotoNastaliqUrdu", "NotoSansKannada", "NotoSansMyanmar",
        "NotoSansOriya", "Optima", "OriyaSangamMN", "Palatino", "Papyrus", "PartyLetPlain", "PingFangHK",
        "PingFangSC", "PingFangTC", "Rockwell", "STHeitiSC", "STHeitiTC", "SavoyeLetPlain", "SinhalaSangamMN",
        "SnellRoundhand", "Superclarendon", "Symbol", "TamilSangamMN", "TeluguSangamMN", "Thonburi",
        "TimesNewRomanPS", "TimesNewRomanPSMT", "Trebuchet", "TrebuchetMS", "Verdana", "ZapfDingbatsITC",
        "Zapfino",
    ]

    /// True when iOS provides a font of this PostScript name (or of its family).
    public static func contains(postScriptName name: String) -> Bool {
        if name.hasPrefix(".") { return true }
        let stem = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
        return stems.contains(stem)
    }
}
