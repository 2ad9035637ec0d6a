/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every board the user can pick or edit: the shipped duchies, the user's corrections and
 * boards (issue 15). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy-board-store.h"

#define GAME_ID "castles-of-burgundy"
#define COMPONENT "duchies"

typedef struct
{
  TsBurgundyDuchy board;
  TsBurgundyBoardSource source;
  char *problem; /* NULL: the board can start a game */
} Entry;

struct _TsBurgundyBoardStore
{
  GObject parent_instance;

  TsComponentOverrides *overrides;
  char *load_error; /* the last failed load: nothing is written over that file */
  GArray *entries;  /* Entry, in the order listed */
};

G_DEFINE_FINAL_TYPE (TsBurgundyBoardStore, ts_burgundy_board_store, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
entry_clear (gpointer data)
{
  Entry *entry = data;

  g_clear_pointer (&entry->problem, g_free);
}

/* -------------------------------------------------------------------------------------- */
/* The file's items                                                                        */

/* Reads one item of the file (@id its key) as a board. */
static gboolean
read_board (const char       *id,
            JsonNode         *values,
            TsBurgundyDuchy  *out,
            GError          **error)
{
  /* Translators: names a board of the user's boards file in messages; %s is its id */
  g_autofree char *where = g_strdup_printf (_("board “%s”"), id);

  if (values == NULL || !JSON_NODE_HOLDS_OBJECT (values))
    {
      g_set_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_VALUES,
                   /* Translators: %s is where the board is (“board “4-2019-print””) */
                   _("The %s is not a board object"), where);
      return FALSE;
    }
  if (!ts_burgundy_board_from_json (json_node_get_object (values), where, out, error))
    return FALSE;
  if (out->id[0] != '\0' && strcmp (out->id, id) != 0)
    {
      g_set_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_VALUES,
                   /* Translators: a board's key in the file, then the id it names itself */
                   _("The board kept as “%s” calls itself “%s”"), id, out->id);
      return FALSE;
    }
  g_strlcpy (out->id, id, sizeof out->id);
  return TRUE;
}

/* The overrides' check: every item must be a board in form (a draft is fine). */
static gboolean
check_board (const char *id,
             JsonNode   *values,
             gpointer    unused,
             GError    **error)
{
  TsBurgundyDuchy board;

  if (id[0] == '\0' || strlen (id) >= sizeof board.id)
    {
      g_set_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_VALUES,
                   /* Translators: %s is a board's id as found in the file */
                   _("“%s” is not a board id: 1 to 15 letters or digits"), id);
      return FALSE;
    }
  return read_board (id, values, &board, error);
}

/* -------------------------------------------------------------------------------------- */
/* The list                                                                                */

static void
entry_check (Entry                *entry,
             const TsBurgundyData *data)
{
  g_autoptr(GPtrArray) problems = NULL;

  g_clear_pointer (&entry->problem, g_free);
  if (!entry->board.known)
    {
      /* Translators: why a board cannot start a game: its layout is not in Tableside */
      entry->problem = g_strdup (_("not entered yet"));
      return;
    }
  problems = ts_burgundy_board_problems (data, &entry->board);
  if (problems != NULL && problems->len > 0)
    entry->problem
        = g_strdup (((TsBurgundyBoardProblem *) g_ptr_array_index (problems, 0))->text);
}

static int
compare_user_boards (gconstpointer a,
                     gconstpointer b)
{
  const Entry *x = a;
  const Entry *y = b;
  const char *name_x = x->board.name[0] != '\0' ? x->board.name : x->board.id;
  const char *name_y = y->board.name[0] != '\0' ? y->board.name : y->board.id;
  int order = g_utf8_collate (name_x, name_y);

  return order != 0 ? order : strcmp (x->board.id, y->board.id);
}

/* The shipped boards in data order, each replaced by its correction, then the user's
 * boards by name. */
static void
rebuild (TsBurgundyBoardStore *self)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  g_auto(GStrv) ids = ts_component_overrides_dup_ids (self->overrides);
  g_autoptr(GArray) user = g_array_new (FALSE, TRUE, sizeof (Entry));

  g_array_set_size (self->entries, 0);
  for (guint i = 0; data != NULL && i < data->n_duchies; i++)
    {
      const TsBurgundyDuchy *shipped = &data->duchies[i];
      JsonNode *values = ts_component_overrides_get (self->overrides, shipped->id);
      Entry entry = { .board = *shipped, .source = TS_BURGUNDY_BOARD_SHIPPED };

      /* Items were read when the file was loaded or saved. */
      if (values != NULL && read_board (shipped->id, values, &entry.board, NULL))
        {
          entry.source = TS_BURGUNDY_BOARD_CORRECTED;
          if (entry.board.base[0] == '\0')
            g_strlcpy (entry.board.base, shipped->id, sizeof entry.board.base);
        }
      entry_check (&entry, data);
      g_array_append_val (self->entries, entry);
    }
  for (guint k = 0; ids[k] != NULL; k++)
    {
      Entry entry = { .source = TS_BURGUNDY_BOARD_USER };

      if (data != NULL && ts_burgundy_data_find_duchy (data, ids[k]) != NULL)
        continue;
      if (!read_board (ids[k], ts_component_overrides_get (self->overrides, ids[k]),
                       &entry.board, NULL))
        continue;
      entry_check (&entry, data);
      g_array_append_val (user, entry);
    }
  g_array_sort (user, compare_user_boards);
  g_array_append_vals (self->entries, user->data, user->len);
}

/* -------------------------------------------------------------------------------------- */
/* GObject                                                                                 */

static void
ts_burgundy_board_store_finalize (GObject *object)
{
  TsBurgundyBoardStore *self = TS_BURGUNDY_BOARD_STORE (object);

  g_clear_object (&self->overrides);
  g_clear_pointer (&self->load_error, g_free);
  g_clear_pointer (&self->entries, g_array_unref);
  G_OBJECT_CLASS (ts_burgundy_board_store_parent_class)->finalize (object);
}

static void
ts_burgundy_board_store_class_init (TsBurgundyBoardStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_burgundy_board_store_finalize;

  /* After every load, save or removal: the list may be another. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ts_burgundy_board_store_init (TsBurgundyBoardStore *self)
{
  self->overrides = ts_component_overrides_new (GAME_ID, COMPONENT, check_board, NULL);
  self->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_array_set_clear_func (self->entries, entry_clear);
  rebuild (self);
}

TsBurgundyBoardStore *
ts_burgundy_board_store_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_BOARD_STORE, NULL);
}

TsBurgundyBoardStore *
ts_burgundy_board_store_get_default (void)
{
  static TsBurgundyBoardStore *store;

  if (store == NULL)
    {
      store = ts_burgundy_board_store_new ();
      /* A broken file is kept as the load error, for the views to show. */
      ts_burgundy_board_store_load (store, NULL);
    }
  return store;
}

gboolean
ts_burgundy_board_store_load (TsBurgundyBoardStore  *self,
                              GError               **error)
{
  g_autoptr(GError) local = NULL;
  gboolean ok;

  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_STORE (self), FALSE);
  g_clear_pointer (&self->load_error, g_free);
  ok = ts_component_overrides_load (self->overrides, NULL, &local);
  if (!ok)
    self->load_error = g_strdup (local->message);
  rebuild (self);
  g_signal_emit (self, signals[CHANGED], 0);
  if (!ok)
    g_propagate_error (error, g_steal_pointer (&local));
  return ok;
}

const char *
ts_burgundy_board_store_get_load_error (TsBurgundyBoardStore *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_STORE (self), NULL);
  return self->load_error;
}

TsComponentOverrides *
ts_burgundy_board_store_get_overrides (TsBurgundyBoardStore *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_STORE (self), NULL);
  return self->overrides;
}

/* -------------------------------------------------------------------------------------- */
/* Reading                                                                                 */

static Entry *
get_entry (TsBurgundyBoardStore *self,
           guint                 i)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_STORE (self), NULL);
  g_return_val_if_fail (i < self->entries->len, NULL);
  return &g_array_index (self->entries, Entry, i);
}

guint
ts_burgundy_board_store_get_n_boards (TsBurgundyBoardStore *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_STORE (self), 0);
  return self->entries->len;
}

const TsBurgundyDuchy *
ts_burgundy_board_store_get_board (TsBurgundyBoardStore *self,
                                   guint                 i)
{
  Entry *entry = get_entry (self, i);

  return entry != NULL ? &entry->board : NULL;
}

TsBurgundyBoardSource
ts_burgundy_board_store_get_source (TsBurgundyBoardStore *self,
                                    guint                 i)
{
  Entry *entry = get_entry (self, i);

  return entry != NULL ? entry->source : TS_BURGUNDY_BOARD_SHIPPED;
}

const TsBurgundyDuchy *
ts_burgundy_board_store_find (TsBurgundyBoardStore *self,
                              const char           *id)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_STORE (self), NULL);
  for (guint i = 0; id != NULL && i < self->entries->len; i++)
    if (strcmp (g_array_index (self->entries, Entry, i).board.id, id) == 0)
      return &g_array_index (self->entries, Entry, i).board;
  return NULL;
}

gboolean
ts_burgundy_board_store_is_playable (TsBurgundyBoardStore  *self,
                                     guint                  i,
                                     char                 **reason)
{
  Entry *entry = get_entry (self, i);

  if (entry == NULL)
    return FALSE;
  if (reason != NULL)
    *reason = g_strdup (entry->problem);
  return entry->problem == NULL;
}

char *
ts_burgundy_board_store_dup_label (TsBurgundyBoardStore *self,
                                   guint                 i)
{
  Entry *entry = get_entry (self, i);
  const TsBurgundyDuchy *board;
  gboolean draft;

  if (entry == NULL)
    return NULL;
  board = &entry->board;
  draft = board->known && entry->problem != NULL;
  switch (entry->source)
    {
    case TS_BURGUNDY_BOARD_CORRECTED:
      if (draft)
        /* Translators: %s is a duchy board number; the user's correction breaks a rule of
         * the board, so it is kept as a draft */
        return g_strdup_printf (_("Duchy %s (your correction, draft)"), board->id);
      /* Translators: %s is a duchy board number, corrected from the user's box */
      return g_strdup_printf (_("Duchy %s (your correction)"), board->id);
    case TS_BURGUNDY_BOARD_USER:
      if (draft)
        /* Translators: %s is the name of a board the user entered; it breaks a rule of the
         * board, so it is kept as a draft */
        return g_strdup_printf (_("%s (draft)"),
                                board->name[0] != '\0' ? board->name : board->id);
      return g_strdup (board->name[0] != '\0' ? board->name : board->id);
    case TS_BURGUNDY_BOARD_SHIPPED:
    default:
      if (board->known && board->confidence == TS_BURGUNDY_CONFIDENCE_MEDIUM)
        /* Translators: %s is a duchy board number; its layout is less certain. */
        return g_strdup_printf (_("Duchy %s (medium confidence)"), board->id);
      if (board->known && board->confidence == TS_BURGUNDY_CONFIDENCE_LOW)
        /* Translators: %s is a duchy board number; its layout is uncertain. */
        return g_strdup_printf (_("Duchy %s (low confidence)"), board->id);
      /* Translators: %s is a duchy board number. */
      return g_strdup_printf (_("Duchy %s"), board->id);
    }
}

/* -------------------------------------------------------------------------------------- */
/* Writing                                                                                 */

/* Nothing is written over a file that could not be read: the user's boards in it would be
 * lost. */
static gboolean
refuse_broken (TsBurgundyBoardStore  *self,
               GError               **error)
{
  if (self->load_error == NULL)
    return FALSE;
  g_set_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_FORMAT,
               /* Translators: %s is why the boards file cannot be read (its path and the
                * reason, a whole sentence) */
               _("%s Nothing is saved over it: correct the file or remove it first."),
               self->load_error);
  return TRUE;
}

/* Sets @id to @values (NULL: removes it) and writes the file; when writing fails, puts the
 * item back as it was. */
static gboolean
store_item (TsBurgundyBoardStore  *self,
            const char            *id,
            JsonNode              *values,
            GError               **error)
{
  JsonNode *current = ts_component_overrides_get (self->overrides, id);
  g_autoptr(JsonNode) previous = current != NULL ? json_node_copy (current) : NULL;

  if (values != NULL && !ts_component_overrides_set (self->overrides, id, values, error))
    return FALSE;
  if (values == NULL)
    ts_component_overrides_remove (self->overrides, id);
  if (!ts_component_overrides_save (self->overrides, NULL, error))
    {
      if (previous != NULL)
        ts_component_overrides_set (self->overrides, id, previous, NULL);
      else
        ts_component_overrides_remove (self->overrides, id);
      return FALSE;
    }
  rebuild (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
ts_burgundy_board_store_save (TsBurgundyBoardStore   *self,
                              const TsBurgundyDuchy  *board,
                              GError                **error)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_STORE (self), FALSE);
  g_return_val_if_fail (board != NULL && board->id[0] != '\0', FALSE);
  if (refuse_broken (self, error))
    return FALSE;
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, ts_burgundy_board_to_json (board));
  return store_item (self, board->id, node, error);
}

gboolean
ts_burgundy_board_store_remove (TsBurgundyBoardStore  *self,
                                const char            *id,
                                GError               **error)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_STORE (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);
  if (refuse_broken (self, error))
    return FALSE;
  if (ts_component_overrides_get (self->overrides, id) == NULL)
    return TRUE;
  return store_item (self, id, NULL, error);
}

static gboolean
id_taken (TsBurgundyBoardStore *self,
          const char           *id)
{
  return ts_burgundy_board_store_find (self, id) != NULL
         || ts_component_overrides_get (self->overrides, id) != NULL;
}

char *
ts_burgundy_board_store_new_id (TsBurgundyBoardStore *self,
                                const char           *name)
{
  g_autofree char *ascii = g_str_to_ascii (name != NULL ? name : "", NULL);
  GString *slug = g_string_new (NULL);
  const gsize max = sizeof ((TsBurgundyDuchy *) NULL)->id - 1;

  g_return_val_if_fail (TS_IS_BURGUNDY_BOARD_STORE (self), NULL);
  /* Letters and digits, every other run a single "-". */
  for (const char *c = ascii; *c != '\0' && slug->len < max; c++)
    if (g_ascii_isalnum (*c))
      g_string_append_c (slug, g_ascii_tolower (*c));
    else if (slug->len > 0 && slug->str[slug->len - 1] != '-')
      g_string_append_c (slug, '-');
  while (slug->len > 0 && slug->str[slug->len - 1] == '-')
    g_string_truncate (slug, slug->len - 1);
  if (slug->len == 0)
    g_string_assign (slug, "board");
  if (id_taken (self, slug->str))
    for (guint n = 2;; n++)
      {
        g_autofree char *suffix = g_strdup_printf ("-%u", n);
        g_autofree char *stem = g_strndup (slug->str, max - strlen (suffix));
        g_autofree char *candidate = NULL;

        while (g_str_has_suffix (stem, "-"))
          stem[strlen (stem) - 1] = '\0';
        candidate = g_strconcat (stem, suffix, NULL);

        if (!id_taken (self, candidate))
          {
            g_string_assign (slug, candidate);
            break;
          }
      }
  return g_string_free (slug, FALSE);
}
