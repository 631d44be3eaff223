#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* MHD_start_daemon is variadic, which Swift cannot call: this fixed-argument front takes the
   options Mosaic's server sets. The daemon polls on one internal thread and allows suspended
   connections, so a request can wait for an answer computed elsewhere. */
typedef void *(*mosaic_mhd_uri_logger)(void *cls, const char *uri, struct MHD_Connection *connection);

static inline struct MHD_Daemon *mosaic_mhd_start(
    int listen_socket, unsigned int connection_limit, unsigned int per_ip_limit, unsigned int timeout_seconds,
    size_t memory_limit, MHD_AccessHandlerCallback handler, mosaic_mhd_uri_logger uri_logger,
    MHD_RequestCompletedCallback completed, void *cls)
{
    return MHD_start_daemon(
        MHD_USE_AUTO_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME, 0, NULL, NULL, handler, cls,
        MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_ip_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
        MHD_OPTION_URI_LOG_CALLBACK, uri_logger, cls,
        MHD_OPTION_NOTIFY_COMPLETED, completed, cls,
        MHD_OPTION_END);
}
