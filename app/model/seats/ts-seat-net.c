/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where phones reach the laptop: its interfaces' IPv4 addresses (getifaddrs), the default
 * route's interface (/proc/net/route) first. The server never listens on every interface:
 * only where the scorekeeper chose (docs/security.md). */
#include "config.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <string.h>

#include "ts-seat-net.h"

/* The interface of the default route with the lowest metric, or NULL. */
static char *
default_interface (void)
{
  g_autofree char *table = NULL;
  g_auto(GStrv) lines = NULL;
  char *best = NULL;
  guint64 best_metric = G_MAXUINT64;

  if (!g_file_get_contents ("/proc/net/route", &table, NULL, NULL))
    return NULL;
  lines = g_strsplit (table, "\n", -1);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit_set (lines[i], " \t", -1);
      const char *cols[8] = { NULL };
      guint n = 0;

      for (guint k = 0; fields[k] != NULL && n < G_N_ELEMENTS (cols); k++)
        if (*fields[k] != '\0')
          cols[n++] = fields[k];
      /* Iface Destination Gateway Flags RefCnt Use Metric Mask */
      if (n < 7 || g_strcmp0 (cols[1], "00000000") != 0)
        continue;
      if (g_ascii_strtoull (cols[6], NULL, 10) < best_metric)
        {
          best_metric = g_ascii_strtoull (cols[6], NULL, 10);
          g_free (best);
          best = g_strdup (cols[0]);
        }
    }
  return best;
}

GStrv
ts_seat_net_dup_addresses (void)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *route = default_interface ();
  g_autoptr(GPtrArray) first = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) rest = g_ptr_array_new_with_free_func (g_free);
  struct ifaddrs *list = NULL;

  if (getifaddrs (&list) != 0)
    return g_strv_builder_end (builder);
  for (struct ifaddrs *ifa = list; ifa != NULL; ifa = ifa->ifa_next)
    {
      char text[INET_ADDRSTRLEN];
      const struct sockaddr_in *in = (const struct sockaddr_in *) ifa->ifa_addr;

      if (ifa->ifa_addr == NULL || ifa->ifa_addr->sa_family != AF_INET
          || (ifa->ifa_flags & IFF_UP) == 0 || (ifa->ifa_flags & IFF_LOOPBACK) != 0)
        continue;
      if (inet_ntop (AF_INET, &in->sin_addr, text, sizeof text) == NULL)
        continue;
      g_ptr_array_add (g_strcmp0 (ifa->ifa_name, route) == 0 ? first : rest, g_strdup (text));
    }
  freeifaddrs (list);
  for (guint i = 0; i < first->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (first, i));
  for (guint i = 0; i < rest->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (rest, i));
  return g_strv_builder_end (builder);
}

char *
ts_seat_net_dup_default_address (void)
{
  g_auto(GStrv) addresses = ts_seat_net_dup_addresses ();

  return g_strdup (addresses[0] != NULL ? addresses[0] : "127.0.0.1");
}
