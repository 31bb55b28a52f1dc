import CCairo
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Encodes an opaque cairo image surface as an RGB PNG. Previews are large flat areas: the Sub
/// filter and zlib's fastest level compress them well, several times faster than libpng's
/// defaults (cairo_surface_write_to_png). Surfaces with transparency are written as RGBA.
enum PNGEncoder {
    /// A raw deflate stream (no zlib header or checksum: `encode` writes those, so that pieces
    /// compressed on different cores can be joined) with the run-length strategy at the fastest
    /// level: flat previews compress almost as well as with the defaults, much faster. Fed a band
    /// of rows at a time; keeps the Adler-32 of what it was fed.
    final class Deflater {
        var stream = z_stream()
        var out: [UInt8] = []
        var adler = adler32(0, nil, 0)
        var fed = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 17)

        init() throws {
            let status = deflateInit2_(&stream, 1, Z_DEFLATED, -15, 8, Z_RLE, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
            guard status == Z_OK else { throw CairoRenderer.RenderError(description: "zlib: deflateInit failed (\(status))") }
        }

        deinit { deflateEnd(&stream) }

        /// `flush`: Z_NO_FLUSH inside a piece; Z_SYNC_FLUSH at the end of a piece that another
        /// follows (byte-aligned, not final); Z_FINISH at the end of the image.
        func feed(_ bytes: UnsafeBufferPointer<UInt8>, flush: Int32) throws {
            adler = adler32(adler, bytes.baseAddress, uInt(bytes.count))
            fed += bytes.count
            stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
            stream.avail_in = uInt(bytes.count)
            var status: Int32 = Z_OK
            let size = buffer.count
            repeat {
                buffer.withUnsafeMutableBufferPointer { o in
                    stream.next_out = o.baseAddress
                    stream.avail_out = uInt(size)
                    status = zlib_deflate(&stream, flush)
                    out.append(contentsOf: o[0..<(size - Int(stream.avail_out))])
                }
                if status == Z_STREAM_ERROR { throw CairoRenderer.RenderError(description: "zlib: compression failed") }
            } while stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
        }
    }

    /// The premultiplied ARGB32 rows of a cairo surface, read-only while pieces are compressed.
    struct Rows: @unchecked Sendable {
        let data: UnsafeRawPointer
        let width: Int, height: Int, stride: Int
        let opaque: Bool
        var channels: Int { opaque ? 3 : 4 }
        var rowBytes: Int { 1 + width * channels }
    }

    /// One slot per piece, each written by exactly one worker before `concurrentPerform` returns.
    /// Raw memory, so that workers writing different slots never go through one Array accessor.
    final class PieceResults: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<Result<Deflater, Error>?>
        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }
        deinit {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        func set(_ i: Int, _ r: Result<Deflater, Error>) { slots[i] = r }
        func get(_ i: Int) -> Result<Deflater, Error> { slots[i]! }
    }

    /// Filters and deflates `rows` (each row's filter byte included) into a raw deflate piece.
    static func compress(_ image: Rows, rows: Range<Int>, last: Bool) throws -> Deflater {
        let w = image.width, stride = image.stride, opaque = image.opaque
        let channels = image.channels, rowBytes = image.rowBytes
        let bandRows = max(1, (1 << 18) / rowBytes)
        var band = [UInt8](repeating: 0, count: bandRows * rowBytes)
        let deflater = try Deflater()
        var y = rows.lowerBound
        while y < rows.upperBound {
            let count = min(bandRows, rows.upperBound - y)
            band.withUnsafeMutableBufferPointer { out in
                for k in 0..<count {
                    let row = image.data + (y + k) * stride
                    let base = k * rowBytes
                    // A row equal to the one above (most rows of a preview): Up filter, all zeros.
                    if y + k > 0, memcmp(row, row - stride, w * 4) == 0 {
                        out[base] = 2
                        (out.baseAddress! + base + 1).update(repeating: 0, count: rowBytes - 1)
                        continue
                    }
                    out[base] = 1 // Sub filter
                    var prev: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                    for x in 0..<w {
                        let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        let a = UInt8((p >> 24) & 0xFF)
                        var r = UInt8((p >> 16) & 0xFF), g = UInt8((p >> 8) & 0xFF), b = UInt8(p & 0xFF)
                        if !opaque && a != 0xFF {
                            func un(_ c: UInt8) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
                            r = un(r); g = un(g); b = un(b)
                        }
                        let i = base + 1 + x * channels
                        out[i] = r &- prev.0; out[i + 1] = g &- prev.1; out[i + 2] = b &- prev.2
                        if !opaque { out[i + 3] = a &- prev.3 }
                        prev = (r, g, b, a)
                    }
                }
            }
            y += count
            let flush = y < rows.upperBound ? Z_NO_FLUSH : (last ? Z_FINISH : Z_SYNC_FLUSH)
            try band.withUnsafeBufferPointer { try deflater.feed(UnsafeBufferPointer(rebasing: $0[0..<(count * rowBytes)]), flush: flush) }
        }
        if rows.isEmpty { try deflater.feed(UnsafeBufferPointer(start: nil, count: 0), flush: last ? Z_FINISH : Z_SYNC_FLUSH) }
        return deflater
    }

    /// `knownOpaque`: the caller painted an opaque background, so no pixel needs checking.
    static func encode(_ surface: OpaquePointer, knownOpaque: Bool = false) throws -> [UInt8] {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw CairoRenderer.RenderError(description: "cairo: no image data") }
        var opaque = true
        for y in 0..<h where opaque && !knownOpaque {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<w where row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) >> 24 != 0xFF { opaque = false; break }
        }
        let layout = Rows(data: UnsafeRawPointer(data), width: w, height: h, stride: stride, opaque: opaque)

        // Filtering and deflate are most of a large PNG's cost: split the rows into one piece per
        // core (small images stay whole) and join the raw streams, as pigz does.
        let cores = min(4, max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let pieceCount = h * layout.rowBytes >= (1 << 21) ? cores : 1
        let bounds = (0...pieceCount).map { h * $0 / pieceCount }
        let pieces = PieceResults(count: pieceCount)
        DispatchQueue.concurrentPerform(iterations: pieceCount) { i in
            pieces.set(i, Result { try compress(layout, rows: bounds[i]..<bounds[i + 1], last: i == pieceCount - 1) })
        }
        var compressed: [UInt8] = [0x78, 0x01] // zlib header: deflate, 32 KB window, fastest
        var adler = adler32(0, nil, 0)
        for i in 0..<pieceCount {
            let piece = try pieces.get(i).get()
            compressed += piece.out
            adler = adler32_combine(adler, piece.adler, off_t(piece.fed))
        }
        compressed += [UInt8(adler >> 24 & 0xFF), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) {
            let t = Array(type.utf8)
            png += be32(UInt32(body.count))
            png += t
            png += body
            var crc = crc32(0, t, uInt(t.count))
            crc = body.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt(body.count)) }
            png += be32(UInt32(crc))
        }
        chunk("IHDR", be32(UInt32(w)) + be32(UInt32(h)) + [8, opaque ? 2 : 6, 0, 0, 0])
        chunk("IDAT", compressed)
        chunk("IEND", [])
        return png
    }
}
