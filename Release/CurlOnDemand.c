// libcurl for the installed, static `mosaic`, opened on the first live request instead of by the
// loader at every start.
//
// FoundationNetworking (URLSession on Linux) calls libcurl directly. Linking libcurl makes the
// loader map it and the 27 libraries it needs before main, on every run, although only a live
// request ever calls it (Docs/Performance.md, "Start-up"). `.ci/static-build` compiles Swift with
// `-disable-autolink-library curl` and links this file instead: it defines each libcurl function
// FoundationNetworking calls, opens libcurl.so.4 on the first call and forwards every call to it.
//
// It includes no libcurl header, so that it builds where only the run-time library is installed.
// What it declares is libcurl's stable ABI (soname 4): every handle is a pointer, every result
// code an `int` enum, `curl_off_t` a 64-bit integer, and the option numbers of the variadic calls
// carry the type of their argument in their range (CURLOPTTYPE_* in curl.h: 0 long,
// 10000 object pointer, 20000 function pointer, 30000 curl_off_t, 40000 blob pointer).
//
// The list is FoundationNetworking's undefined curl_ symbols (`nm -u` on a static mosaic linked
// with libcurl). If a new toolchain calls one more, the static link fails on it as an undefined
// symbol: libcurl is not there to supply it.
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SONAME "libcurl.so.4"

typedef int64_t curl_off_t;
typedef int curl_socket_t;
typedef void (*any_function)(void);

enum { OPTION_OBJECT_POINT = 10000, OPTION_FUNCTION_POINT = 20000, OPTION_OFF_T = 30000, OPTION_BLOB = 40000 };

static pthread_once_t opened = PTHREAD_ONCE_INIT;
static void *library;

static void open_library(void) {
    library = dlopen(SONAME, RTLD_NOW | RTLD_LOCAL);
}

// A call that cannot be forwarded has no answer to give: it ends the process with one line naming
// the cause, as the loader would have at start-up.
static void *resolve(const char *symbol) {
    pthread_once(&opened, open_library);
    void *function = library ? dlsym(library, symbol) : NULL;
    if (function == NULL) {
        const char *reason = dlerror();
        fprintf(stderr, "error: %s cannot be loaded: %s\n", SONAME, reason ? reason : "the loader gave no reason");
        exit(1);
    }
    return function;
}

// The acquire/release pair makes a thread that sees the cached pointer see the library opened.
#define RESOLVED(name, type) \
    static type cached_##name; \
    type function = __atomic_load_n(&cached_##name, __ATOMIC_ACQUIRE); \
    if (function == NULL) { \
        function = (type)resolve(#name); \
        __atomic_store_n(&cached_##name, function, __ATOMIC_RELEASE); \
    }

#define FORWARD(result, name, parameters, arguments) \
    typedef result(*name##_function) parameters; \
    result name parameters { \
        RESOLVED(name, name##_function) \
        return function arguments; \
    }

FORWARD(void *, curl_easy_init, (void), ())
FORWARD(void, curl_easy_cleanup, (void *handle), (handle))
FORWARD(int, curl_easy_pause, (void *handle, int mask), (handle, mask))
FORWARD(const char *, curl_easy_strerror, (int code), (code))
FORWARD(void, curl_free, (void *pointer), (pointer))
FORWARD(int, curl_global_init, (long flags), (flags))
FORWARD(int, curl_multi_add_handle, (void *multi, void *handle), (multi, handle))
FORWARD(int, curl_multi_assign, (void *multi, curl_socket_t socket, void *pointer), (multi, socket, pointer))
FORWARD(int, curl_multi_cleanup, (void *multi), (multi))
FORWARD(void *, curl_multi_info_read, (void *multi, int *queued), (multi, queued))
FORWARD(void *, curl_multi_init, (void), ())
FORWARD(int, curl_multi_remove_handle, (void *multi, void *handle), (multi, handle))
FORWARD(int, curl_multi_socket_action, (void *multi, curl_socket_t socket, int events, int *running),
    (multi, socket, events, running))
FORWARD(void *, curl_slist_append, (void *list, const char *string), (list, string))
FORWARD(void, curl_slist_free_all, (void *list), (list))
FORWARD(void *, curl_url, (void), ())
FORWARD(int, curl_url_get, (void *url, int part, char **value, unsigned int flags), (url, part, value, flags))
FORWARD(int, curl_url_set, (void *url, int part, const char *value, unsigned int flags), (url, part, value, flags))
FORWARD(char *, curl_version, (void), ())
FORWARD(void *, curl_version_info, (int version), (version))

typedef int (*variadic_function)(void *, int, ...);

// The two setopt calls take one argument after the option, read and passed on as the type the
// option's number range declares; no multi option reaches the blob range, so one reading serves both.
static int forward(variadic_function function, void *handle, int option, va_list arguments) {
    if (option < OPTION_OBJECT_POINT) return function(handle, option, va_arg(arguments, long));
    if (option < OPTION_FUNCTION_POINT) return function(handle, option, va_arg(arguments, void *));
    if (option < OPTION_OFF_T) return function(handle, option, va_arg(arguments, any_function));
    if (option < OPTION_BLOB) return function(handle, option, va_arg(arguments, curl_off_t));
    return function(handle, option, va_arg(arguments, void *));
}

#define FORWARD_VARIADIC(name) \
    int name(void *handle, int option, ...) { \
        RESOLVED(name, variadic_function) \
        va_list arguments; \
        va_start(arguments, option); \
        int code = forward(function, handle, option, arguments); \
        va_end(arguments); \
        return code; \
    }

FORWARD_VARIADIC(curl_easy_setopt)
FORWARD_VARIADIC(curl_multi_setopt)

// CURLINFO_* numbers are a type's base (0x100000 string, 0x200000 long, 0x300000 double,
// 0x400000 list, 0x500000 socket, 0x600000 off_t) plus an index, and every one takes a pointer.
int curl_easy_getinfo(void *handle, int info, ...) {
    RESOLVED(curl_easy_getinfo, variadic_function)
    va_list arguments;
    va_start(arguments, info);
    int code = function(handle, info, va_arg(arguments, void *));
    va_end(arguments);
    return code;
}
