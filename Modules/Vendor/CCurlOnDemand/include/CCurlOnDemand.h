// libcurl, loaded when it is first called rather than when mosaic starts.
//
// FoundationNetworking (URLSession on Linux) calls libcurl directly, and linking libcurl makes the
// loader map it and some 25 libraries it needs before main, on every run, although only a live
// request ever calls it. CurlOnDemand.c defines each libcurl function FoundationNetworking calls;
// the first call opens libcurl.so.4 and every call forwards to it. Swift modules are compiled not to
// ask for libcurl (Package.swift, `curlOnDemand`), so the static `mosaic` is linked with these
// definitions and without libcurl, and the bundled commands start without it. In a dynamic build,
// libFoundationNetworking.so brings libcurl itself and these stay unused.
#ifndef CCURL_ON_DEMAND_H
#define CCURL_ON_DEMAND_H

/// The library opened on the first libcurl call.
#define CCURL_ON_DEMAND_SONAME "libcurl.so.4"

/// Opens libcurl now, if it is not open yet: NULL once it is open, else why it cannot be (the
/// loader's message, valid for the life of the process). The URLSession adapter asks before it
/// creates a session, which calls libcurl at once, so that a machine without libcurl gets a
/// request error instead of the exit a failed call must end in.
const char *_Nullable ccurl_on_demand_open(void);

#endif
