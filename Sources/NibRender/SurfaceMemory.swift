import CCairo
#if canImport(Glibc)
import Glibc
#endif

/// Image surfaces in memory the kernel may back with huge pages. A 3x phone preview is a 14 MB
/// surface; faulting it in 4 KB pages cost about a fifth of a PNG preview's time. Elsewhere, or
/// when mapping fails, cairo allocates as usual.
enum SurfaceMemory {
    private static let hugePage = 2 << 20

    /// A cairo user-data key: only its address matters.
    nonisolated(unsafe) private static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    static func surface(width: Int32, height: Int32) -> OpaquePointer? {
        #if os(Linux)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width))
        let bytes = stride * Int(height)
        if stride > 0, bytes >= hugePage {
            // Over-allocate by a huge page so the pixels can start on a huge-page boundary.
            let length = bytes + hugePage
            let base = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            if let base, base != MAP_FAILED {
                let aligned = UnsafeMutableRawPointer(bitPattern: (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1))!
                _ = madvise(aligned, bytes, MADV_HUGEPAGE)
                let mapping = UnsafeMutablePointer<Int>.allocate(capacity: 2)
                mapping[0] = Int(bitPattern: base); mapping[1] = length
                let surface = cairo_image_surface_create_for_data(aligned.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, Int32(stride))
                if let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
                   cairo_surface_set_user_data(surface, key, mapping, { p in
                       guard let m = p?.assumingMemoryBound(to: Int.self) else { return }
                       munmap(UnsafeMutableRawPointer(bitPattern: m[0]), m[1])
                       m.deallocate()
                   }) == CAIRO_STATUS_SUCCESS {
                    return surface // the mapping is released with the surface
                }
                if let surface { cairo_surface_destroy(surface) }
                munmap(base, length)
                mapping.deallocate()
            }
        }
        #endif
        return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    }
}
