// Each libmicrohttpd function WebAppKit calls, forwarding to libmicrohttpd.so.12 opened on the
// first call. A function WebAppKit starts to call without a line here fails the link of mosaic
// as an undefined symbol: the library is not linked to supply it.
#include "CMicroHTTPD.h"

#include <COnDemand.h>

static OnDemandLibrary microhttpd = ON_DEMAND_LIBRARY(CMICRO_HTTPD_SONAME);

const char *mosaic_mhd_open(void) {
    return on_demand_open(&microhttpd);
}

#define FORWARD(result, name, parameters, arguments) \
    ON_DEMAND_FORWARD(microhttpd, result, name, parameters, arguments)

FORWARD(void, MHD_stop_daemon, (struct MHD_Daemon * daemon), (daemon))
FORWARD(MHD_socket, MHD_quiesce_daemon, (struct MHD_Daemon * daemon), (daemon))
FORWARD(struct MHD_Response *, MHD_create_response_from_buffer,
    (size_t size, void *buffer, enum MHD_ResponseMemoryMode mode), (size, buffer, mode))
FORWARD(enum MHD_Result, MHD_queue_response,
    (struct MHD_Connection * connection, unsigned int status_code, struct MHD_Response *response),
    (connection, status_code, response))
FORWARD(enum MHD_Result, MHD_add_response_header,
    (struct MHD_Response * response, const char *header, const char *content), (response, header, content))
FORWARD(void, MHD_destroy_response, (struct MHD_Response * response), (response))
FORWARD(const char *, MHD_lookup_connection_value,
    (struct MHD_Connection * connection, enum MHD_ValueKind kind, const char *key), (connection, kind, key))
FORWARD(void, MHD_suspend_connection, (struct MHD_Connection * connection), (connection))
FORWARD(void, MHD_resume_connection, (struct MHD_Connection * connection), (connection))

typedef struct MHD_Daemon *(*start_daemon_function)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *,
    MHD_AccessHandlerCallback, void *, ...);

struct MHD_Daemon *mosaic_mhd_start(int listen_socket, unsigned int connection_limit, unsigned int per_ip_limit,
    unsigned int timeout_seconds, size_t memory_limit, MHD_AccessHandlerCallback handler,
    mosaic_mhd_uri_logger uri_logger, MHD_RequestCompletedCallback completed, void *cls) {
    ON_DEMAND_RESOLVED(microhttpd, MHD_start_daemon, start_daemon_function)
    return function(MHD_USE_AUTO_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME, 0, NULL, NULL, handler, cls,
        MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_ip_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
        MHD_OPTION_URI_LOG_CALLBACK, uri_logger, cls,
        MHD_OPTION_NOTIFY_COMPLETED, completed, cls,
        MHD_OPTION_END);
}
