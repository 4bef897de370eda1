#define _XOPEN_SOURCE_EXTENDED 1
#define _POSIX_C_SOURCE 200809L
#include "terminal_support.h"
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t pending_signal = 0;
static volatile sig_atomic_t curses_active = 0;
static volatile sig_atomic_t pending_suspend = 0;

/* Mouse tracking off, bracketed paste off, cursor visible. */
static const char reset_sequence[] = "\033[?1000l\033[?1002l\033[?1006l\033[?2004l\033[?25h";

/* SGR (1006) mouse reports of clicks and the wheel, and bracketed paste. */
static const char mouse_on_sequence[] = "\033[?1000h\033[?1006h";
static const char paste_on_sequence[] = "\033[?2004h";

void sb_set_curses_active(int active) { curses_active = active; }

void sb_enable_input_modes(int mouse) {
    ssize_t ignored = 0;
    if (mouse) ignored = write(STDOUT_FILENO, mouse_on_sequence, sizeof mouse_on_sequence - 1);
    ignored = write(STDOUT_FILENO, paste_on_sequence, sizeof paste_on_sequence - 1);
    (void)ignored;
}

void sb_restore_terminal(void) {
    if (curses_active) {
        curses_active = 0;
        endwin();
        ssize_t ignored = write(STDOUT_FILENO, reset_sequence, sizeof reset_sequence - 1);
        (void)ignored;
    }
}

static void on_quit_signal(int sig) { pending_signal = sig; }

static void on_suspend_signal(int sig) { (void)sig; pending_suspend = 1; }

static void on_fatal_signal(int sig) {
    sb_restore_terminal();
    signal(sig, SIG_DFL);
    raise(sig);
}

void sb_install_signal_handlers(void) {
    struct sigaction quit;
    memset(&quit, 0, sizeof quit);
    quit.sa_handler = on_quit_signal;
    sigemptyset(&quit.sa_mask);
    quit.sa_flags = 0; /* no SA_RESTART: a blocking read returns so the loop can quit */
    sigaction(SIGINT, &quit, NULL);
    sigaction(SIGTERM, &quit, NULL);
    sigaction(SIGHUP, &quit, NULL);

    /* Ctrl-Z: installed before initscr, so curses keeps out and the run loop suspends
       (sb_suspend) with the mouse and bracketed paste modes switched off. */
    struct sigaction suspend;
    memset(&suspend, 0, sizeof suspend);
    suspend.sa_handler = on_suspend_signal;
    sigemptyset(&suspend.sa_mask);
    suspend.sa_flags = 0;
    sigaction(SIGTSTP, &suspend, NULL);

    struct sigaction fatal;
    memset(&fatal, 0, sizeof fatal);
    fatal.sa_handler = on_fatal_signal;
    sigemptyset(&fatal.sa_mask);
    fatal.sa_flags = SA_RESETHAND;
    int fatal_signals[] = { SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGTRAP, SIGFPE };
    for (unsigned i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
        sigaction(fatal_signals[i], &fatal, NULL);
    }
}

int sb_take_pending_signal(void) {
    int sig = pending_signal;
    pending_signal = 0;
    return sig;
}

int sb_take_pending_suspend(void) {
    int requested = pending_suspend;
    pending_suspend = 0;
    return requested;
}

void sb_suspend(int mouse) {
    if (!curses_active) return;
    endwin();
    ssize_t ignored = write(STDOUT_FILENO, reset_sequence, sizeof reset_sequence - 1);
    (void)ignored;
    /* Stop with the default action; execution continues here after SIGCONT (fg). */
    struct sigaction previous;
    struct sigaction stop;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &previous);
    raise(SIGTSTP);
    sigaction(SIGTSTP, &previous, NULL);
    sb_enable_input_modes(mouse);
    doupdate();
}

int sb_isatty(int fd) { return isatty(fd); }

int sb_terminal_type_known(void) {
    int error = 0;
    if (setupterm(NULL, STDOUT_FILENO, &error) != OK) return 0;
    del_curterm(cur_term);
    cur_term = NULL;
    return 1;
}
