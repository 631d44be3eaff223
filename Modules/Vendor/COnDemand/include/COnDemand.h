// A shared library opened on the first call to one of its functions rather than by the loader at
// start-up. mosaic links libcurl (live HTTP) and libmicrohttpd (`mosaic serve`) this way: each
// brings a dozen or more libraries of its own, which every command would otherwise map and
// resolve before main although few commands ever call them (Docs/Performance.md). A forwarding
// target (CMicroHTTPD) defines each function its callers use with
// ON_DEMAND_FORWARD; Package.swift keeps Swift modules from asking the linker for the library.
#ifndef C_ON_DEMAND_H
#define C_ON_DEMAND_H

#include <pthread.h>

/// A library to open on demand. Declare one per library with ON_DEMAND_LIBRARY.
typedef struct {
    const char *_Nonnull soname;
    pthread_mutex_t lock;
    int tried;
    void *_Nullable handle;
    char failure[512];
} OnDemandLibrary;

#define ON_DEMAND_LIBRARY(soname) {soname, PTHREAD_MUTEX_INITIALIZER, 0, 0, {0}}

/// Opens `library` if it is not open yet: NULL once it is, else why it cannot be (the loader's
/// message, kept for the life of the process). Safe from any thread.
const char *_Nullable on_demand_open(OnDemandLibrary *_Nonnull library);

/// The function `symbol` of `library`, opening it first. A library that cannot be opened, or
/// lacks the function, leaves no way to answer the call: this ends the process with exit
/// status 1 and one line naming the library and the cause, as the loader would have at start-up.
void *_Nonnull on_demand_resolve(OnDemandLibrary *_Nonnull library, const char *_Nonnull symbol);

/// Declares `function` of type `type`, resolved from `library` on first use and cached; the
/// acquire/release pair makes a thread that sees the pointer see the library opened.
#define ON_DEMAND_RESOLVED(library, name, type) \
    static type cached_##name; \
    type function = __atomic_load_n(&cached_##name, __ATOMIC_ACQUIRE); \
    if (function == 0) { \
        function = (type)on_demand_resolve(&library, #name); \
        __atomic_store_n(&cached_##name, function, __ATOMIC_RELEASE); \
    }

/// Defines `name` with the library's own signature, forwarding every call to the library.
#define ON_DEMAND_FORWARD(library, result, name, parameters, arguments) \
    typedef result(*name##_function) parameters; \
    result name parameters { \
        ON_DEMAND_RESOLVED(library, name, name##_function) \
        return function arguments; \
    }

#endif
