#ifndef SHOWBOOK_CCHAFA_SHIM_H
#define SHOWBOOK_CCHAFA_SHIM_H
/* The few libchafa calls Showbook makes (Debian libchafa-dev, 1.12): a canvas is filled from
   RGBA pixels and read back cell by cell (character and colours), so the poster is drawn
   through Showbook's own Canvas instead of chafa's escape sequences.
   chafa.h includes GLib's headers, which are not on the compiler's default include path, and
   a system-library target can only add one through pkg-config. So the calls are declared here,
   with GLib's typedefs written as the C types they stand for (gint = int, guint8 = unsigned
   char, gunichar = a 32-bit code point, gfloat = float) and the enum values as chafa's headers
   number them (the enums are passed as int, which is how C passes them). */
#include <stdint.h>

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

SbChafaSymbolMap *chafa_symbol_map_new(void);
void chafa_symbol_map_unref(SbChafaSymbolMap *symbol_map);
void chafa_symbol_map_add_by_tags(SbChafaSymbolMap *symbol_map, int tags);

SbChafaCanvasConfig *chafa_canvas_config_new(void);
void chafa_canvas_config_unref(SbChafaCanvasConfig *config);
void chafa_canvas_config_set_geometry(SbChafaCanvasConfig *config, int width, int height);
void chafa_canvas_config_set_canvas_mode(SbChafaCanvasConfig *config, int mode);
void chafa_canvas_config_set_symbol_map(SbChafaCanvasConfig *config, const SbChafaSymbolMap *symbol_map);

SbChafaCanvas *chafa_canvas_new(const SbChafaCanvasConfig *config);
void chafa_canvas_unref(SbChafaCanvas *canvas);
void chafa_canvas_draw_all_pixels(SbChafaCanvas *canvas, int src_pixel_type, const unsigned char *src_pixels,
                                  int src_width, int src_height, int src_rowstride);
uint32_t chafa_canvas_get_char_at(SbChafaCanvas *canvas, int x, int y);
/* Packed 0xRRGGBB whatever the mode (-1: transparent). */
void chafa_canvas_get_colors_at(SbChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);
/* As the mode stores them: palette indices in the indexed modes. */
void chafa_canvas_get_raw_colors_at(SbChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out);
#endif
