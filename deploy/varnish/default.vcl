# Varnish in front of the site on one machine (README "Deployment: one machine", ADR 0052).
#
#   varnishd -F -a :80 -f deploy/varnish/default.vcl -p http_gzip_support=off -s malloc,256m
#
# The site says what may be kept: `Cache-Control: public, s-maxage=300,
# stale-while-revalidate=86400` on every page a shared cache may keep, `private`
# on `/` (the language is detected there), `Vary` on what an answer depends on.
# Varnish's built-in rules already honour all of that (s-maxage before max-age,
# stale-while-revalidate as grace, no caching with Set-Cookie, private,
# no-store or Vary: *); this file only adds what they get wrong for this site.
#
# `http_gzip_support=off`: with it on, Varnish asks the site for gzip only and
# stores one gzip body; off, it keeps one body per normalized Accept-Encoding
# (br, gzip, none), so phones get the site's Brotli.
#
# Purging: the site's webhook endpoint makes the site itself fresh; a CDN or
# this cache is purged by the same DatoCMS cache tags, which every page lists
# in `Cache-Tag`. From this machine:
#
#   curl -X BAN -H 'Cache-Tag: tag1 tag2' http://127.0.0.1/
#
# bans every stored page that lists any of the tags (README "Deployment: CDN").
vcl 4.1;

import std;

# The site (src/server/site-server.mjs); `npm run bench` writes its own port here.
backend site {
  .host = "127.0.0.1";
  .port = "3000";
}

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "BAN") {
    if (client.ip !~ purgers) {
      return (synth(405, "Not allowed"));
    }
    # DatoCMS tags hold punctuation (`_PoDmPy&`): every character but letters and digits is escaped for
    # the regular expression; a quote or a backslash, which the ban's own parser reads, is refused.
    if (!req.http.Cache-Tag || req.http.Cache-Tag ~ {"["\\]"}) {
      return (synth(400, "Cache-Tag: one or more tags, separated by spaces or commas"));
    }
    set req.http.X-Ban-Tags = regsuball(req.http.Cache-Tag, "^[ ,]+|[ ,]+$", "");
    set req.http.X-Ban-Tags = regsuball(req.http.X-Ban-Tags, "([^A-Za-z0-9 ,])", "\\\1");
    ban("obj.http.Cache-Tag ~ (^|,)(" + regsuball(req.http.X-Ban-Tags, "[ ,]+", "|") + ")(,|$)");
    return (synth(200, "Banned"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # `/` answers by the visitor's cookie and Accept-Language (the site marks it private anyway);
  # draft mode and the client router's requests go to the site, as its own front store does.
  if (req.url ~ "^/(\?|$)" || req.url ~ "^/api/" || req.http.Cookie ~ "__prerender_bypass" ||
      req.http.rsc || req.http.next-router-prefetch || req.http.next-router-state-tree ||
      req.http.next-router-segment-prefetch || req.url ~ "[?&]_rsc=") {
    return (pass);
  }
  # one stored body per encoding a browser can take, not one per Accept-Encoding spelling; a Brotli
  # browser also takes gzip, which is what the site compresses a page with before it has stored it
  if (req.http.Accept-Encoding ~ "\bbr\b") {
    set req.http.Accept-Encoding = "br, gzip";
  } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }
  # Every other page is the same for every visitor (the proxy reads no cookie there, ADR 0011):
  # the built-in rule would pass any request with a cookie, so a visitor who chose a language
  # (NEXT_LOCALE) would never be served from the cache.
  return (hash);
}

sub vcl_backend_response {
  # A page's tags may come on several header lines (8 kB each); bans read one value.
  std.collect(beresp.http.Cache-Tag, ",");
}

sub vcl_deliver {
  # The tags are for caches: the stored page keeps them for the bans above, and a browser has no use for them
  # (about 150 tags, 2 kB of uncompressed header on every page). `Age` and `X-Varnish` stay so an answer says
  # where it came from.
  unset resp.http.Cache-Tag;
  unset resp.http.Via;
}
