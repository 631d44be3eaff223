// A descriptor closed twice fails quietly: the second close returns EBADF, or, if another thread
// opened a file in between and got the same number, shuts that thread's file. The second case
// depends on timing and shows up once in a hundred runs; the first happens on every run. So CI
// preloads this shim into the Test step: in the test process and in the `mosaic` binary the tests
// run, a close() that fails with EBADF aborts with one line naming the descriptor, and the run
// fails every time. Every other process (the compiler, chromium, tmux, git, shells) passes through
// untouched; the choice is made once, at load. Nothing but close() is wrapped.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int (*real_close)(int);
static int active;
static char executable[PATH_MAX];

static int ends_with(const char *text, const char *suffix) {
    size_t text_length = strlen(text), suffix_length = strlen(suffix);
    return text_length >= suffix_length && strcmp(text + text_length - suffix_length, suffix) == 0;
}

__attribute__((constructor)) static void close_guard_start(void) {
    real_close = (int (*)(int))dlsym(RTLD_NEXT, "close");
    ssize_t length = readlink("/proc/self/exe", executable, sizeof executable - 1);
    if (length <= 0) return;
    executable[length] = '\0';
    const char *slash = strrchr(executable, '/');
    const char *name = slash ? slash + 1 : executable;
    active = ends_with(name, ".xctest") || strcmp(name, "mosaic") == 0;
}

int close(int descriptor) {
    if (real_close == NULL) real_close = (int (*)(int))dlsym(RTLD_NEXT, "close");
    int result = real_close(descriptor);
    // close(-1), after an open that failed (libdispatch does it when out of descriptors), names
    // no file and so cannot close another's: only a real number closed twice is a finding.
    if (result == -1 && errno == EBADF && active && descriptor >= 0) {
        char line[PATH_MAX + 160];
        int length = snprintf(line, sizeof line,
            "close-guard: close(%d) failed with EBADF: a descriptor closed twice, or never opened (pid %d, %s)\n",
            descriptor, (int)getpid(), executable);
        if (length > 0) (void)!write(STDERR_FILENO, line, (size_t)length < sizeof line ? (size_t)length : sizeof line - 1);
        abort();
    }
    return result;
}
