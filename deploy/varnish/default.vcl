vcl 4.1;

# The HTTP cache in front of the storefront instances in production (docker-compose.yml), with the
# rules of the single-machine edge (edge/src/policy.ts, headers.ts, tagIndex.ts): keep only what the
# storefront marks shareable, for at most 30 s, and drop the pages a content change touched when
# the worker purges their cache tags (xkey, from varnish-modules). ARCHITECTURE.md, "HTTP cache in
# production (Varnish)".

import directors;
import std;
import xkey;

# Each storefront instance; add one here and to the director below when the service grows.
# The probe asks for a static file, so a busy database never takes an instance out of rotation.
probe storefront_up {
    .url = "/icon.svg";
    .interval = 5s;
    .timeout = 2s;
    .window = 5;
    .threshold = 3;
    .initial = 3;
}

backend storefront_1 {
    .host = "storefront";
    .port = "3002";
    .probe = storefront_up;
    .connect_timeout = 3s;
    # A first render can be slow; answers can stream for minutes (GEO progress).
    .first_byte_timeout = 120s;
    .between_bytes_timeout = 300s;
}

backend storefront_2 {
    .host = "storefront-2";
    .port = "3002";
    .probe = storefront_up;
    .connect_timeout = 3s;
    .first_byte_timeout = 120s;
    .between_bytes_timeout = 300s;
}

# Who may purge: the worker (its fixed address in docker-compose.yml) and this machine.
acl purgers {
    "127.0.0.1";
    "::1";
    "172.28.0.20";
}

sub vcl_init {
    new storefronts = directors.round_robin();
    storefronts.add_backend(storefront_1);
    storefronts.add_backend(storefront_2);
}

sub vcl_recv {
    # Purge by cache tag: `PURGE /` with the tags in `xkey` (space- or comma-separated). `content`
    # names everything; answers that carry no tags cannot say what they depend on, so every purge
    # drops them (as the edge does).
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey || req.http.xkey !~ "[^ ,]") {
            return (synth(400, "Bad request: name the cache tags in the xkey header"));
        }
        if (req.http.xkey ~ "(^|[ ,])content($|[ ,])") {
            set req.http.x-purged = xkey.purge("aidir-all");
        } else {
            set req.http.x-purged = xkey.purge(req.http.xkey + " aidir-untagged");
        }
        return (synth(200, "Purged"));
    }

    # Only origin-form targets: an absolute URL would let the client pick the Host.
    if (req.url !~ "^/") {
        return (synth(400, "Bad request: the target must be a path"));
    }

    set req.backend_hint = storefronts.backend();

    # Who the client is: Varnish appends the connection's address to X-Forwarded-For; the
    # storefront believes the chain only from TRUSTED_PROXIES. The client's own claims go.
    unset req.http.X-Real-IP;
    unset req.http.X-Forwarded-Host;
    unset req.http.X-Forwarded-Proto;
    # The storefront's own request headers and Next's internal ones are never taken from a client.
    unset req.http.x-aidir-cache-tags;
    unset req.http.x-aidir-locale;
    unset req.http.x-aidir-path;
    unset req.http.x-aidir-path-proof;
    unset req.http.x-aidir-peer;
    unset req.http.x-aidir-render-404;
    unset req.http.x-middleware-subrequest;
    unset req.http.x-middleware-prefetch;
    unset req.http.x-middleware-invoke;
    unset req.http.x-middleware-next;
    unset req.http.x-middleware-rewrite;
    unset req.http.xkey;

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A signed-in visitor (the storefront's `token` cookie, the admin's `payload-token`, or a bearer
    # token) always reaches the storefront.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(token|payload-token)=") {
        return (pass);
    }
    # `/` answers by the `locale` cookie (the language redirect): a request carrying it is not shared.
    if (req.url ~ "^/(\?|$)" && req.http.Cookie ~ "(^|;\s*)locale=") {
        return (pass);
    }
    # Other cookies (language, analytics) do not make an answer private: the storefront says which
    # answers are shared (below). Varnish's built-in rule would pass every request with a cookie.
    return (hash);
}

sub vcl_backend_fetch {
    # A client does not decide what the shared cache does: no no-cache or conditional request
    # reaches the storefront (a miss drops the conditionals itself; this covers passes).
    unset bereq.http.Cache-Control;
    unset bereq.http.Pragma;
    unset bereq.http.If-None-Match;
    unset bereq.http.If-Modified-Since;
    unset bereq.http.If-Match;
    unset bereq.http.If-Unmodified-Since;
    unset bereq.http.If-Range;
    set bereq.http.X-Forwarded-Proto = "http";
    if (bereq.http.Host) {
        set bereq.http.X-Forwarded-Host = bereq.http.Host;
    }
}

sub vcl_backend_response {
    # Next says s-maxage=60 and sends no Age: a page is kept (and announced) for at most 30 s, and a
    # stale window for at most 60 s.
    if (beresp.http.Cache-Control ~ "(?i)s-maxage=\d+" && std.integer(regsub(beresp.http.Cache-Control, "(?i)^.*s-maxage=(\d+).*$", "\1"), 0) > 30) {
        set beresp.http.Cache-Control = regsub(beresp.http.Cache-Control, "(?i)s-maxage=\d+", "s-maxage=30");
    }
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate=\d+" && std.integer(regsub(beresp.http.Cache-Control, "(?i)^.*stale-while-revalidate=(\d+).*$", "\1"), 0) > 60) {
        set beresp.http.Cache-Control = regsub(beresp.http.Cache-Control, "(?i)stale-while-revalidate=\d+", "stale-while-revalidate=60");
    }

    # The tags are for this cache only; they are kept as xkeys, never stored as a header.
    if (beresp.http.x-aidir-cache-tags ~ "[^ ,]") {
        set beresp.http.xkey = beresp.http.x-aidir-cache-tags + ",aidir-all";
    } else {
        set beresp.http.xkey = "aidir-untagged,aidir-all";
    }
    unset beresp.http.x-aidir-cache-tags;

    if (bereq.uncacheable) {
        unset beresp.http.xkey;
        return (deliver);
    }
    # An answer that sets a cookie, or that Next served stale while it renders anew, is private
    # for any cache after this one too (as the edge says).
    if (beresp.http.Set-Cookie || beresp.http.x-nextjs-cache == "STALE") {
        set beresp.http.Cache-Control = "private, no-store";
    }
    # Shared only when the storefront says so (s-maxage, or public with max-age), never an answer
    # that sets a cookie, one Next served stale while it renders anew, a server error or Vary: *.
    if (beresp.status >= 500
        || beresp.http.Set-Cookie
        || beresp.http.x-nextjs-cache == "STALE"
        || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
        || beresp.http.Cache-Control !~ "(?i)(s-maxage=|public.*max-age=|max-age=.*public)"
        || beresp.http.Vary == "*") {
        # Hit-for-miss: the next request goes to a storefront too, and its answer may be kept.
        unset beresp.http.xkey;
        set beresp.ttl = 30s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    if (beresp.ttl > 30s) {
        set beresp.ttl = 30s;
    }
    # s-maxage is proxy-revalidate for a shared cache (RFC 9111 §5.2.2.10): never handed out stale.
    if (beresp.http.Cache-Control ~ "(?i)s-maxage=") {
        set beresp.grace = 0s;
    } elsif (beresp.grace > 60s) {
        set beresp.grace = 60s;
    }
    set beresp.keep = 0s;
    return (deliver);
}

# The storefront is down, restarting or broke off its answer: say so plainly, and never keep it.
sub vcl_backend_error {
    set beresp.http.Content-Type = "text/plain; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.ttl = 0s;
    set beresp.body = {"Service unavailable: the storefront did not answer
"};
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.xkey;
    unset resp.http.x-aidir-cache-tags;
}

sub vcl_synth {
    if (req.method == "PURGE" && resp.status == 200) {
        set resp.http.Content-Type = "application/json";
        set resp.body = {"{"purged":"} + req.http.x-purged + "}";
        return (deliver);
    }
    if (resp.status == 400 || resp.status == 403) {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.http.Cache-Control = "no-store";
        set resp.body = resp.reason + {"
"};
        return (deliver);
    }
}
