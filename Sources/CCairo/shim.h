#include <cairo.h>
#include <zlib.h>

/* Swift sees `deflate` as ambiguous with NibRender's own names; a plain alias. */
static inline int zlib_deflate(z_streamp strm, int flush) { return deflate(strm, flush); }
