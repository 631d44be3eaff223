// libmicrohttpd for WebAppKit, opened when `mosaic serve` starts its server rather than at every
// start-up (COnDemand.h says why): MicroHTTPDOnDemand.c defines each function WebAppKit calls and
// forwards it to libmicrohttpd.so.12.
#ifndef C_MICRO_HTTPD_H
#define C_MICRO_HTTPD_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

/// The library opened on the first call.
#define CMICRO_HTTPD_SONAME "libmicrohttpd.so.12"

/// Opens libmicrohttpd now, if it is not open yet: NULL once it is, else why it cannot be, so
/// that `mosaic serve` can say so instead of ending in the exit a failed call must end in.
const char *_Nullable mosaic_mhd_open(void);

typedef void *_Nullable (*mosaic_mhd_uri_logger)(
    void *_Nullable cls, const char *_Nullable uri, struct MHD_Connection *_Nullable connection);

/// MHD_start_daemon is variadic, which Swift cannot call: this fixed-argument front takes the
/// options Mosaic's server sets. The daemon polls on one internal thread and allows suspended
/// connections, so a request can wait for an answer computed elsewhere.
struct MHD_Daemon *_Nullable mosaic_mhd_start(
    int listen_socket, unsigned int connection_limit, unsigned int per_ip_limit, unsigned int timeout_seconds,
    size_t memory_limit, MHD_AccessHandlerCallback _Nullable handler, mosaic_mhd_uri_logger _Nullable uri_logger,
    MHD_RequestCompletedCallback _Nullable completed, void *_Nullable cls);

#endif
