/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-engine-error.h"

/* An extended error domain: a refusal carries the clause of the rule it applies (issue 55:
 * the page's Why? opens the guide at that rule). */
typedef struct
{
  char *clause;
} TsEngineErrorPrivate;

/* GLib zeroes the private data; the pointers are checked only because GLib's getter may
 * return NULL for it (gcc's -Wnull-dereference). */
static void
ts_engine_error_private_init (TsEngineErrorPrivate *priv)
{
}

static void
ts_engine_error_private_copy (const TsEngineErrorPrivate *src,
                              TsEngineErrorPrivate       *dest)
{
  if (src != NULL && dest != NULL)
    dest->clause = g_strdup (src->clause);
}

static void
ts_engine_error_private_clear (TsEngineErrorPrivate *priv)
{
  if (priv != NULL)
    g_clear_pointer (&priv->clause, g_free);
}

G_DEFINE_EXTENDED_ERROR (TsEngineError, ts_engine_error)

/* The newest refusals' sentences and clauses: a view that shows only a refusal's sentence
 * (its form checked the entry on a copy of the state) can still find its rule. */
#define N_RECENT 8
static struct
{
  char *message;
  char *clause;
} recent[N_RECENT];
static guint recent_next;
G_LOCK_DEFINE_STATIC (recent);

static void
remember (const char *message,
          const char *clause)
{
  G_LOCK (recent);
  g_free (recent[recent_next].message);
  g_free (recent[recent_next].clause);
  recent[recent_next].message = g_strdup (message);
  recent[recent_next].clause = g_strdup (clause);
  recent_next = (recent_next + 1) % N_RECENT;
  G_UNLOCK (recent);
}

char *
ts_engine_refusal_clause (const char *message)
{
  char *clause = NULL;

  if (message == NULL)
    return NULL;
  G_LOCK (recent);
  /* Newest first: the same sentence may have named another clause before. */
  for (guint k = 1; k <= N_RECENT && clause == NULL; k++)
    {
      guint i = (recent_next + N_RECENT - k) % N_RECENT;

      if (recent[i].message != NULL && g_str_equal (recent[i].message, message))
        clause = g_strdup (recent[i].clause);
    }
  G_UNLOCK (recent);
  return clause;
}

static gboolean
refusev (GError    **error,
         const char *clause,
         const char *format,
         va_list     args)
{
  g_autofree char *message = NULL;

  if (error == NULL)
    return FALSE;
  message = g_strdup_vprintf (format, args);
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL, message);
  ts_engine_error_set_clause (*error, clause);
  return FALSE;
}

gboolean
ts_engine_refuse (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  refusev (error, NULL, format, args);
  va_end (args);
  return FALSE;
}

gboolean
ts_engine_refuse_rule (GError **error, const char *clause, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  refusev (error, clause, format, args);
  va_end (args);
  return FALSE;
}

void
ts_engine_error_set_clause (GError *error, const char *clause)
{
  TsEngineErrorPrivate *priv;

  if (error == NULL || error->domain != TS_ENGINE_ERROR)
    return;
  priv = ts_engine_error_get_private (error);
  if (priv == NULL)
    return;
  g_free (priv->clause);
  priv->clause = g_strdup (clause);
  if (clause != NULL)
    remember (error->message, clause);
}

const char *
ts_engine_error_get_clause (const GError *error)
{
  const TsEngineErrorPrivate *priv;

  if (error == NULL || error->domain != TS_ENGINE_ERROR)
    return NULL;
  priv = ts_engine_error_get_private (error);
  return priv != NULL ? priv->clause : NULL;
}
