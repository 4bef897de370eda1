#ifndef SHOWBOOK_INPUT_WAKE_H
#define SHOWBOOK_INPUT_WAKE_H
/* Lets background work wake the run loop while it waits for a key: finished work writes a
   byte to a pipe that the loop polls beside the terminal, so results are drawn the moment
   they arrive instead of when the key wait times out. */

/* Creates the pipe (once). Returns 0, or -1 when it cannot (the loop then just times out). */
int sb_wake_open(void);

/* Wakes the waiting loop. Safe from any thread; does nothing before sb_wake_open. */
void sb_wake_signal(void);

/* Waits up to timeout_ms (-1: no limit) for input on fd or a wake: returns 1 when fd is
   readable, 2 when woken (the wake is consumed), 3 when fd hung up or failed (the terminal
   is gone: every read would fail at once), 0 on timeout or a signal. */
int sb_wait_input(int fd, int timeout_ms);
#endif
