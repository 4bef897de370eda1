#ifndef SHOWBOOK_POSTER_SUPPORT_H
#define SHOWBOOK_POSTER_SUPPORT_H
/* The poster libraries — TurboJPEG (Debian libturbojpeg0), libpng (libpng16-16) and libchafa
   (libchafa0, which brings GLib) — opened with dlopen on the first poster instead of linked, so
   a process that never shows a poster (every CLI command, a TUI start) neither loads them nor
   binds their symbols. Each call below forwards to the library's own function of the same
   name without the `sb_` prefix; call one only after `sb_poster_open` said its library is
   loaded. The TurboJPEG and libpng headers are only needed to build (their -dev packages). */
#include <stddef.h>
#include <stdint.h>
#include <turbojpeg.h>
#include <png.h>

/* Which library: the `library` argument of sb_poster_open. */
enum { SB_POSTER_JPEG = 0, SB_POSTER_PNG = 1, SB_POSTER_CHAFA = 2 };

/* 1 when `library` is loaded, now from `file` (a name dlopen searches for) or earlier; 0 when
   `file` cannot be opened or lacks a function Showbook calls. Safe from any thread. */
int sb_poster_open(int library, const char *file);

/* TurboJPEG: whole-image decode into RGBA (and encode, for the bench and tests); errors are
   return values, so no setjmp/longjmp crosses Swift code. */
tjhandle sb_tjInitDecompress(void);
tjhandle sb_tjInitCompress(void);
int sb_tjDestroy(tjhandle handle);
int sb_tjDecompressHeader3(tjhandle handle, const unsigned char *jpegBuf, unsigned long jpegSize, int *width,
                           int *height, int *jpegSubsamp, int *jpegColorspace);
int sb_tjDecompress2(tjhandle handle, const unsigned char *jpegBuf, unsigned long jpegSize, unsigned char *dstBuf,
                     int width, int pitch, int height, int pixelFormat, int flags);
int sb_tjCompress2(tjhandle handle, const unsigned char *srcBuf, int width, int pitch, int height, int pixelFormat,
                   unsigned char **jpegBuf, unsigned long *jpegSize, int jpegSubsamp, int jpegQual, int flags);
void sb_tjFree(unsigned char *buffer);

/* libpng's simplified API (png_image): any PNG to 8-bit RGBA, errors in its `message`. */
int sb_png_image_begin_read_from_memory(png_imagep image, png_const_voidp memory, size_t size);
int sb_png_image_finish_read(png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride,
                             void *colormap);
void sb_png_image_free(png_imagep image);
int sb_png_image_write_to_memory(png_imagep image, void *memory, png_alloc_size_t *memory_bytes, int convert_to_8_bit,
                                 const void *buffer, png_int_32 row_stride, const void *colormap);
/* The macros Swift cannot import. */
static inline unsigned int sb_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline unsigned int sb_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline int sb_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }

/* libchafa (1.12): a canvas filled from RGBA pixels and read back cell by cell (character and
   colours), so the poster is drawn through Showbook's own Canvas. chafa.h needs GLib's headers,
   which are not on the default include path, so the few types and values are spelled out here
   (the enums as chafa's headers number them). */
typedef struct SbChafaCanvas SbChafaCanvas;
typedef struct SbChafaCanvasConfig SbChafaCanvasConfig;
typedef struct SbChafaSymbolMap SbChafaSymbolMap;

/* ChafaCanvasMode */
#define SB_CHAFA_CANVAS_MODE_TRUECOLOR 0
#define SB_CHAFA_CANVAS_MODE_INDEXED_240 2
/* ChafaSymbolTags */
#define SB_CHAFA_SYMBOL_TAG_SPACE 0x1
#define SB_CHAFA_SYMBOL_TAG_SOLID 0x2
#define SB_CHAFA_SYMBOL_TAG_QUAD 0x80
#define SB_CHAFA_SYMBOL_TAG_HHALF 0x100
#define SB_CHAFA_SYMBOL_TAG_VHALF 0x200
#define SB_CHAFA_SYMBOL_TAG_SEXTANT 0x400000
/* ChafaPixelType */
#define SB_CHAFA_PIXEL_RGBA8_UNASSOCIATED 4

SbChafaSymbolMap *sb_chafa_symbol_map_new(void);
void sb_chafa_symbol_map_unref(SbChafaSymbolMap *symbol_map);
void sb_chafa_symbol_map_add_by_tags(SbChafaSymbolMap *symbol_map, int tags);
SbChafaCanvasConfig *sb_chafa_canvas_config_new(void);
void sb_chafa_canvas_config_unref(SbChafaCanvasConfig *config);
void sb_chafa_canvas_config_set_geometry(SbChafaCanvasConfig *config, int width, int height);
void sb_chafa_canvas_config_set_canvas_mode(SbChafaCanvasConfig *config, int mode);
void sb_chafa_canvas_config_set_symbol_map(SbChafaCanvasConfig *config, const SbChafaSymbolMap *symbol_map);
SbChafaCanvas *sb_chafa_canvas_new(const SbChafaCanvasConfig *config);
void sb_chafa_canvas_unref(SbChafaCanvas *canvas);
void sb_chafa_canvas_draw_all_pixels(SbChafaCanvas *canvas, int src_pixel_type, const unsigned char *src_pixels,
                                     int src_width, int src_height, int src_rowstride);
uint32_t sb_chafa_canvas_get_char_at(SbChafaCanvas *canvas, int x, int y);
/* Packed 0xRRGGBB whatever the mode (-1: transparent). */
void sb_chafa_canvas_get_colors_at(SbChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);
/* As the mode stores them: palette indices in the indexed modes. */
void sb_chafa_canvas_get_raw_colors_at(SbChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);
#endif
