// Each libcurl function FoundationNetworking calls, forwarding to libcurl.so.4 opened on the
// first call (see include/CCurlOnDemand.h for why). The list is FoundationNetworking's undefined
// curl_ symbols (`nm -u` on a static mosaic linked with libcurl). If a new toolchain calls one
// more, the static link fails on it as an undefined symbol: libcurl is not there to supply it.
#define CURL_DISABLE_TYPECHECK
#include "CCurlOnDemand.h"

#include <COnDemand.h>
#include <curl/curl.h>
#include <stdarg.h>

static OnDemandLibrary curl = ON_DEMAND_LIBRARY(CCURL_ON_DEMAND_SONAME);

const char *ccurl_on_demand_open(void) {
    return on_demand_open(&curl);
}

#define FORWARD(result, name, parameters, arguments) ON_DEMAND_FORWARD(curl, result, name, parameters, arguments)
#define RESOLVED(name, type) ON_DEMAND_RESOLVED(curl, name, type)

FORWARD(CURL *, curl_easy_init, (void), ())
FORWARD(void, curl_easy_cleanup, (CURL * handle), (handle))
FORWARD(CURLcode, curl_easy_pause, (CURL * handle, int mask), (handle, mask))
FORWARD(const char *, curl_easy_strerror, (CURLcode code), (code))
FORWARD(void, curl_free, (void *pointer), (pointer))
FORWARD(CURLcode, curl_global_init, (long flags), (flags))
FORWARD(CURLMcode, curl_multi_add_handle, (CURLM * multi, CURL *handle), (multi, handle))
FORWARD(CURLMcode, curl_multi_assign, (CURLM * multi, curl_socket_t socket, void *pointer), (multi, socket, pointer))
FORWARD(CURLMcode, curl_multi_cleanup, (CURLM * multi), (multi))
FORWARD(CURLMsg *, curl_multi_info_read, (CURLM * multi, int *queued), (multi, queued))
FORWARD(CURLM *, curl_multi_init, (void), ())
FORWARD(CURLMcode, curl_multi_remove_handle, (CURLM * multi, CURL *handle), (multi, handle))
FORWARD(CURLMcode, curl_multi_socket_action, (CURLM * multi, curl_socket_t socket, int events, int *running),
    (multi, socket, events, running))
FORWARD(struct curl_slist *, curl_slist_append, (struct curl_slist * list, const char *string), (list, string))
FORWARD(void, curl_slist_free_all, (struct curl_slist * list), (list))
FORWARD(CURLU *, curl_url, (void), ())
FORWARD(CURLUcode, curl_url_get, (CURLU * url, CURLUPart part, char **value, unsigned int flags),
    (url, part, value, flags))
FORWARD(CURLUcode, curl_url_set, (CURLU * url, CURLUPart part, const char *value, unsigned int flags),
    (url, part, value, flags))
FORWARD(char *, curl_version, (void), ())
FORWARD(curl_version_info_data *, curl_version_info, (CURLversion version), (version))

// The variadic three take one argument after the option, whose type the option's number range
// declares (curl.h: CURLOPTTYPE_*). It is read as that type and passed on as that type.
typedef void (*any_function)(void);
typedef CURLcode (*easy_variadic)(CURL *, int, ...);
typedef CURLMcode (*multi_variadic)(CURLM *, int, ...);

CURLcode curl_easy_setopt(CURL *handle, CURLoption option, ...) {
    RESOLVED(curl_easy_setopt, easy_variadic)
    va_list arguments;
    va_start(arguments, option);
    CURLcode code;
    if (option < CURLOPTTYPE_OBJECTPOINT) {
        code = function(handle, option, va_arg(arguments, long));
    } else if (option < CURLOPTTYPE_FUNCTIONPOINT) {
        code = function(handle, option, va_arg(arguments, void *));
    } else if (option < CURLOPTTYPE_OFF_T) {
        code = function(handle, option, va_arg(arguments, any_function));
    } else if (option < CURLOPTTYPE_BLOB) {
        code = function(handle, option, va_arg(arguments, curl_off_t));
    } else {
        code = function(handle, option, va_arg(arguments, void *));
    }
    va_end(arguments);
    return code;
}

// Every CURLINFO_* takes a pointer to where the answer goes.
CURLcode curl_easy_getinfo(CURL *handle, CURLINFO info, ...) {
    RESOLVED(curl_easy_getinfo, easy_variadic)
    va_list arguments;
    va_start(arguments, info);
    CURLcode code = function(handle, info, va_arg(arguments, void *));
    va_end(arguments);
    return code;
}

CURLMcode curl_multi_setopt(CURLM *multi, CURLMoption option, ...) {
    RESOLVED(curl_multi_setopt, multi_variadic)
    va_list arguments;
    va_start(arguments, option);
    CURLMcode code;
    if (option < CURLOPTTYPE_OBJECTPOINT) {
        code = function(multi, option, va_arg(arguments, long));
    } else if (option < CURLOPTTYPE_FUNCTIONPOINT) {
        code = function(multi, option, va_arg(arguments, void *));
    } else if (option < CURLOPTTYPE_OFF_T) {
        code = function(multi, option, va_arg(arguments, any_function));
    } else {
        code = function(multi, option, va_arg(arguments, curl_off_t));
    }
    va_end(arguments);
    return code;
}
