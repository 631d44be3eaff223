#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// Decoding uses libpng's simplified API (png_image_*), which reports errors in the image's
// message instead of jumping, so Swift calls it directly. Writing interlaced and palette files
// needs the full API, whose errors longjmp; the jump cannot cross Swift frames, so the whole
// write lives in this one C function. The tests use it to generate their fixtures.

/// PNG_FORMAT_RGBA, a macro of macros Swift does not import.
static const png_uint_32 mosaic_png_format_rgba = PNG_FORMAT_RGBA;

typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
} mosaic_png_buffer;

static void mosaic_png_append(png_structp png, png_bytep bytes, size_t length) {
    mosaic_png_buffer *buffer = (mosaic_png_buffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = (buffer->capacity + length) * 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void mosaic_png_flush(png_structp png) { (void)png; }

/// Writes a PNG of `width` x `height` pixels to `*out` (free it with free()); returns 0, or -1
/// on failure. With `palette_count` > 0 each pixel is one byte, an index into `palette_rgba`
/// (four bytes per entry, alpha written as tRNS); otherwise four bytes, RGBA.
static inline int mosaic_png_encode(
    const unsigned char *pixels, unsigned width, unsigned height, const unsigned char *palette_rgba,
    int palette_count, int interlaced, unsigned char **out, size_t *out_size) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (png == NULL) return -1;
    png_infop info = png_create_info_struct(png);
    mosaic_png_buffer buffer = {NULL, 0, 0};
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(buffer.data);
        return -1;
    }
    png_set_write_fn(png, &buffer, mosaic_png_append, mosaic_png_flush);
    int color_type = palette_count > 0 ? PNG_COLOR_TYPE_PALETTE : PNG_COLOR_TYPE_RGBA;
    png_set_IHDR(png, info, width, height, 8, color_type,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (palette_count > 0) {
        png_color colors[256];
        png_byte alphas[256];
        for (int index = 0; index < palette_count && index < 256; index++) {
            colors[index].red = palette_rgba[index * 4];
            colors[index].green = palette_rgba[index * 4 + 1];
            colors[index].blue = palette_rgba[index * 4 + 2];
            alphas[index] = palette_rgba[index * 4 + 3];
        }
        png_set_PLTE(png, info, colors, palette_count);
        png_set_tRNS(png, info, alphas, palette_count, NULL);
    }
    png_write_info(png, info);
    size_t stride = (size_t)width * (palette_count > 0 ? 1 : 4);
    png_bytep *rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (rows == NULL) png_error(png, "out of memory");
    for (unsigned row = 0; row < height; row++) rows[row] = (png_bytep)(pixels + row * stride);
    png_write_image(png, rows);
    free(rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *out = buffer.data;
    *out_size = buffer.size;
    return 0;
}
