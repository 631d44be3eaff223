#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// libjpeg reports a fatal error by calling error_exit, which must not return: the usual answer
// is a longjmp back to the caller. A jump cannot cross Swift frames, so each whole decode or
// encode lives in one C function here, and Swift sees a status code and libjpeg's own message.

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} mosaic_jpeg_error;

static void mosaic_jpeg_error_exit(j_common_ptr info) {
    mosaic_jpeg_error *error = (mosaic_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings (a truncated file, say) would be printed on stderr; the decode goes on quietly.
static void mosaic_jpeg_output_message(j_common_ptr info) { (void)info; }

enum { MOSAIC_JPEG_OK = 0, MOSAIC_JPEG_FAILED = 1, MOSAIC_JPEG_TOO_MANY_PIXELS = 2 };

/// Decodes a JPEG to RGBA (alpha 255) in `*pixels` (free it with free()). Returns
/// MOSAIC_JPEG_OK; MOSAIC_JPEG_TOO_MANY_PIXELS, with the size set, when it has more than
/// `max_pixels` pixels (nothing is allocated); or MOSAIC_JPEG_FAILED with libjpeg's message.
static inline int mosaic_jpeg_decode(
    const unsigned char *data, unsigned long size, unsigned long max_pixels, unsigned *width,
    unsigned *height, unsigned char **pixels, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    mosaic_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = mosaic_jpeg_error_exit;
    error.manager.output_message = mosaic_jpeg_output_message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        snprintf(message, message_size, "%s", error.message);
        return MOSAIC_JPEG_FAILED;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    if ((unsigned long long)info.image_width * info.image_height > max_pixels) {
        jpeg_destroy_decompress(&info);
        return MOSAIC_JPEG_TOO_MANY_PIXELS;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = (unsigned char *)malloc(stride * info.output_height);
    if (buffer == NULL) {
        jpeg_destroy_decompress(&info);
        snprintf(message, message_size, "out of memory");
        return MOSAIC_JPEG_FAILED;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return MOSAIC_JPEG_OK;
}

/// Encodes RGB pixels (three bytes each) as a JPEG in `*out` (free it with free()), baseline or
/// progressive. Returns MOSAIC_JPEG_OK or MOSAIC_JPEG_FAILED with libjpeg's message. The tests
/// use it to generate their fixtures.
static inline int mosaic_jpeg_encode(
    const unsigned char *pixels, unsigned width, unsigned height, int quality, int progressive,
    unsigned char **out, unsigned long *out_size, char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    mosaic_jpeg_error error;
    unsigned char *buffer = NULL;
    unsigned long buffer_size = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = mosaic_jpeg_error_exit;
    error.manager.output_message = mosaic_jpeg_output_message;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        snprintf(message, message_size, "%s", error.message);
        return MOSAIC_JPEG_FAILED;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &buffer_size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    if (progressive) jpeg_simple_progression(&info);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_size = buffer_size;
    return MOSAIC_JPEG_OK;
}
