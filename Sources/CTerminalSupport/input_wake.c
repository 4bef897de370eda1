#define _GNU_SOURCE 1
#include "input_wake.h"
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

static int wake_fds[2] = {-1, -1};

int sb_wake_open(void) {
    if (wake_fds[0] >= 0) return 0;
    int fds[2];
    if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    wake_fds[1] = fds[1];
    __atomic_store_n(&wake_fds[0], fds[0], __ATOMIC_RELEASE);
    return 0;
}

void sb_wake_signal(void) {
    int fd = __atomic_load_n(&wake_fds[1], __ATOMIC_ACQUIRE);
    if (fd < 0) return;
    char byte = 1;
    ssize_t written = write(fd, &byte, 1);  /* a full pipe already holds a wake: fine */
    (void)written;
}

int sb_wait_input(int fd, int timeout_ms) {
    int wake = __atomic_load_n(&wake_fds[0], __ATOMIC_ACQUIRE);
    struct pollfd fds[2] = {{fd, POLLIN, 0}, {wake, POLLIN, 0}};
    int ready = poll(fds, wake >= 0 ? 2 : 1, timeout_ms);
    if (ready <= 0) return 0;
    if (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) return 3;
    if (fds[0].revents) return 1;
    char drain[64];
    while (read(wake, drain, sizeof drain) > 0) {}
    return 2;
}
