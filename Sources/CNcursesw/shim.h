#ifndef SHOWBOOK_CNCURSESW_SHIM_H
#define SHOWBOOK_CNCURSESW_SHIM_H
/* Wide-character curses. These must be defined before the header is included. */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* Swift 6 rejects curses' mutable globals and cannot import its bit macros,
   so each one is exposed through a small inline accessor. */
static inline WINDOW *sb_stdscr(void) { return stdscr; }
static inline int sb_lines(void) { return LINES; }
static inline int sb_cols(void) { return COLS; }
static inline int sb_colors(void) { return COLORS; }
static inline int sb_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t sb_a_normal(void) { return A_NORMAL; }
static inline attr_t sb_a_bold(void) { return A_BOLD; }
static inline attr_t sb_a_dim(void) { return A_DIM; }
static inline attr_t sb_a_reverse(void) { return A_REVERSE; }
static inline attr_t sb_a_underline(void) { return A_UNDERLINE; }
static inline attr_t sb_color_pair(short n) { return (attr_t)COLOR_PAIR(n); }
/* Draw one grapheme (given as its wide characters) at y,x with attributes. */
static inline int sb_put_grapheme(WINDOW *w, int y, int x, const wchar_t *wcs, int n, attr_t attrs, short pair) {
    if (n > CCHARW_MAX) {
        /* Long emoji sequences do not fit a cchar_t; write them as a wide string. */
        wattr_set(w, attrs, pair, NULL);
        int rc = mvwaddnwstr(w, y, x, wcs, n);
        wattr_set(w, A_NORMAL, 0, NULL);
        return rc;
    }
    cchar_t cc;
    wchar_t buf[CCHARW_MAX + 1];
    int count = n;
    for (int i = 0; i < count; i++) buf[i] = wcs[i];
    buf[count] = L'\0';
    if (setcchar(&cc, buf, attrs, pair, NULL) != OK) return ERR;
    return mvwadd_wch(w, y, x, &cc);
}
#endif
