import CCairo
import Foundation
import NibModel

/// Draws a drawing with cairo into an ARGB image and encodes it as PNG.
public enum CairoRenderer {
    public struct RenderError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The PNG bytes of the drawing at `scale` pixels per point.
    public static func png(_ d: Drawing, scale: Double) throws -> [UInt8] {
        let surface = try render(d, scale: scale)
        defer { cairo_surface_destroy(surface) }
        return try PNGEncoder.encode(surface, knownOpaque: d.background.alpha >= 1)
    }

    /// Pixels of the drawing: (width, height, RGBA bytes, unpremultiplied), for tests and tools.
    public static func pixels(_ d: Drawing, scale: Double) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let surface = try render(d, scale: scale)
        defer { cairo_surface_destroy(surface) }
        return readPixels(surface)
    }

    static func readPixels(_ surface: OpaquePointer) -> (width: Int, height: Int, rgba: [UInt8]) {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return (w, h, []) }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let p = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                let a = (p >> 24) & 0xFF, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                let i = (y * w + x) * 4
                out[i] = un(r); out[i + 1] = un(g); out[i + 2] = un(b); out[i + 3] = UInt8(a)
            }
        }
        return (w, h, out)
    }

    static func render(_ d: Drawing, scale: Double) throws -> OpaquePointer {
        // Saturating: a drawing's size comes from solved frames, which are finite but not bounded.
        let w = Int32(Int(saturating: (d.width * scale).rounded(.up), in: 1...1_000_000))
        let h = Int32(Int(saturating: (d.height * scale).rounded(.up), in: 1...1_000_000))
        guard Int(w) * Int(h) <= 400_000_000 / 4 else { throw RenderError(description: "image too large (\(w)×\(h) pixels); use a smaller --scale") }
        guard let surface = SurfaceMemory.surface(width: w, height: h) else { throw RenderError(description: "cairo: cannot create a surface") }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError(description: "cairo: cannot create a \(w)×\(h) surface")
        }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        setColor(cr, d.background)
        cairo_paint(cr)
        var clipDepth = 0
        for p in d.items {
            switch p {
            case let .rect(r, fill, stroke, radius, _, _):
                if let fill, !fill.isClear {
                    path(cr, r, radius)
                    setColor(cr, fill)
                    cairo_fill(cr)
                }
                if let stroke, apply(cr, stroke) {
                    path(cr, r, radius)
                    cairo_stroke(cr)
                }
            case let .ellipse(r, fill, stroke, _):
                func ellipse() {
                    guard r.width > 0, r.height > 0 else { return }
                    cairo_save(cr)
                    cairo_translate(cr, r.midX, r.midY)
                    cairo_scale(cr, r.width / 2, r.height / 2)
                    cairo_new_path(cr)
                    cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
                    cairo_restore(cr)
                }
                if let fill, !fill.isClear { ellipse(); setColor(cr, fill); cairo_fill(cr) }
                if let stroke, apply(cr, stroke) { ellipse(); cairo_stroke(cr) }
            case let .line(a, b, stroke, _):
                if apply(cr, stroke) {
                    cairo_new_path(cr)
                    cairo_move_to(cr, a.x, a.y)
                    cairo_line_to(cr, b.x, b.y)
                    cairo_stroke(cr)
                }
            case let .text(t, at, size, color, anchor, bold, _):
                cairo_set_font_face(cr, bold ? fonts.bold : fonts.regular)
                cairo_set_font_size(cr, size)
                var x = at.x
                if anchor != .start {
                    var ext = cairo_text_extents_t()
                    cairo_text_extents(cr, t, &ext)
                    x -= anchor == .middle ? ext.x_advance / 2 : ext.x_advance
                }
                setColor(cr, color)
                cairo_move_to(cr, x, at.y)
                cairo_show_text(cr, t)
                cairo_new_path(cr)
            case let .pushClip(r):
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, r.x, r.y, r.width, r.height)
                cairo_clip(cr)
                clipDepth += 1
            case .popClip:
                if clipDepth > 0 { cairo_restore(cr); clipDepth -= 1 }
            }
        }
        while clipDepth > 0 { cairo_restore(cr); clipDepth -= 1 }
        cairo_surface_flush(surface)
        return surface
    }

    /// A scratch context for measuring text (the same face and toy API the PNG draws with).
    private final class Measurer: @unchecked Sendable {
        let lock = NSLock()
        let surface: OpaquePointer?
        let cr: OpaquePointer?
        init() {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
            cr = surface.flatMap { cairo_create($0) }
        }
    }
    private static let measurer = Measurer()

    static func textWidth(_ s: String, size: Double, bold: Bool) -> Double? {
        let m = measurer
        guard let cr = m.cr else { return nil }
        m.lock.lock()
        defer { m.lock.unlock() }
        cairo_set_font_face(cr, bold ? fonts.bold : fonts.regular)
        cairo_set_font_size(cr, size)
        var ext = cairo_text_extents_t()
        cairo_text_extents(cr, s, &ext)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return nil }
        return ext.x_advance
    }

    static let fontFamily = "Inter"

    /// The two faces, looked up through fontconfig once (a lookup per text is slow).
    private final class Fonts: @unchecked Sendable {
        let regular = cairo_toy_font_face_create(fontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        let bold = cairo_toy_font_face_create(fontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
    }
    private static let fonts = Fonts()

    static func setColor(_ cr: OpaquePointer, _ c: ColorValue) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    static func apply(_ cr: OpaquePointer, _ s: Stroke) -> Bool {
        guard !s.color.isClear, s.width > 0 else { return false }
        setColor(cr, s.color)
        cairo_set_line_width(cr, s.width)
        if s.dash.isEmpty {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            s.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        }
        return true
    }

    static func path(_ cr: OpaquePointer, _ r: Rect, _ radius: Double) {
        cairo_new_path(cr)
        let rad = min(radius, r.width / 2, r.height / 2)
        if rad <= 0 {
            cairo_rectangle(cr, r.x, r.y, max(0, r.width), max(0, r.height))
            return
        }
        let pi = Double.pi
        cairo_arc(cr, r.maxX - rad, r.y + rad, rad, -pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, pi / 2)
        cairo_arc(cr, r.x + rad, r.maxY - rad, rad, pi / 2, pi)
        cairo_arc(cr, r.x + rad, r.y + rad, rad, pi, 3 * pi / 2)
        cairo_close_path(cr)
    }
}
