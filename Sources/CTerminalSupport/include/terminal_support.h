#ifndef SHOWBOOK_TERMINAL_SUPPORT_H
#define SHOWBOOK_TERMINAL_SUPPORT_H
/* Signal handling that must be written in C: handlers run in signal context,
   where only async-signal-safe work is allowed. */

/* Installs handlers: SIGINT/SIGTERM/SIGHUP set a pending flag (the run loop
   quits cleanly); SIGTSTP sets the pending suspend flag; SIGSEGV/SIGBUS/SIGABRT/SIGILL/SIGTRAP/SIGFPE restore the
   terminal, reinstall the default handler and re-raise. */
void sb_install_signal_handlers(void);

/* Returns 1 (and clears it) when Ctrl-Z (SIGTSTP) asked to suspend. */
int sb_take_pending_suspend(void);

/* Suspends: leaves curses, switches the input modes off, stops the process; after fg,
   switches them on again (mouse too when non-zero) and redraws. */
void sb_suspend(int mouse);

/* Returns the pending quit signal number (0 if none) and clears it. */
int sb_take_pending_signal(void);

/* Puts the terminal back: endwin() plus mouse, bracketed paste and cursor off/on sequences.
   Safe to call more than once. */
void sb_restore_terminal(void);

/* Turns on bracketed paste and, when mouse is non-zero, SGR mouse reports of clicks and the
   wheel; sb_restore_terminal turns both off. */
void sb_enable_input_modes(int mouse);

/* Marks that curses is active, so restore has something to do. */
void sb_set_curses_active(int active);

/* 1 when fd is a terminal. */
int sb_isatty(int fd);

/* 1 when the terminfo database describes the TERM in the environment. It asks setupterm
   for an error code, because initscr would print its own message and exit instead. */
int sb_terminal_type_known(void);

#include "input_wake.h"
#endif
