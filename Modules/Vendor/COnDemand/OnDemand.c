#include "COnDemand.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

const char *on_demand_open(OnDemandLibrary *library) {
    pthread_mutex_lock(&library->lock);
    if (!library->tried) {
        library->tried = 1;
        library->handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
        if (library->handle == NULL) {
            const char *reason = dlerror();
            snprintf(library->failure, sizeof library->failure, "%s", reason ? reason : "the loader gave no reason");
        }
    }
    const char *failure = library->handle ? NULL : library->failure;
    pthread_mutex_unlock(&library->lock);
    return failure;
}

void *on_demand_resolve(OnDemandLibrary *library, const char *symbol) {
    const char *reason = on_demand_open(library);
    void *function = reason ? NULL : dlsym(library->handle, symbol);
    if (function == NULL) {
        fprintf(stderr, "error: %s cannot be loaded: %s\n", library->soname, reason ? reason : dlerror());
        exit(1);
    }
    return function;
}
