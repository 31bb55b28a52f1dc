import CFreeType
import Foundation

/// What a font file an app bundles provides, read with FreeType: the PostScript name of every
/// face (`UIFont(name:)` and Interface Builder's `fontDescription name=` use these names, not
/// the file name). Collections (`.ttc`, `.otc`) have several faces.
public enum FontFile {
    /// Extensions of the font files iOS can load from an app bundle.
    public static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The PostScript names of the faces in the file; empty when FreeType cannot read it.
    public static func postScriptNames(atPath path: String) -> [String] {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return [] }
        defer { FT_Done_FreeType(library) }
        var first: FT_Face?
        guard FT_New_Face(library, path, 0, &first) == 0, let first else { return [] }
        let faceCount = max(1, Int(first.pointee.num_faces))
        var names: [String] = []
        for index in 0..<faceCount {
            var face: FT_Face? = first
            if index > 0 {
                face = nil
                guard FT_New_Face(library, path, FT_Long(index), &face) == 0 else { continue }
            }
            guard let face else { continue }
            if let name = FT_Get_Postscript_Name(face) { names.append(String(cString: name)) }
            if index > 0 { FT_Done_Face(face) }
        }
        FT_Done_Face(first)
        return names
    }
}
