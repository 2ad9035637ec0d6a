/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-form-stack.h"
#include "ts-width-bin.h"

/* A game page's entry stack holds a form per stage; those of a few stages are made the first
 * time a state shows them (issue 56): a game opened past them, or over, paints its first
 * frame without them. The stacks are not homogeneous, so a page made later moves nothing. */

/**
 * ts_form_stack_ensure:
 * @name: the page's name in @stack
 * @make: makes the page's child, the first time
 *
 * Returns: (transfer none): the page @name's child, made by @make and added if it was not
 *   there
 */
GtkWidget *
ts_form_stack_ensure (GtkStack        *stack,
                      const char      *name,
                      TsFormStackMake  make,
                      gpointer         user_data)
{
  GtkWidget *page;

  g_return_val_if_fail (GTK_IS_STACK (stack), NULL);
  g_return_val_if_fail (name != NULL && make != NULL, NULL);

  page = gtk_stack_get_child_by_name (stack, name);
  if (page == NULL)
    {
      page = make (name, user_data);
      gtk_stack_add_named (stack, page, name);
    }
  return page;
}

/**
 * ts_form_stack_scrolled:
 * @form: a form that may be taller than the room under the table (on a phone)
 * @max_height: the most it takes before it scrolls, or -1 for the room it is given
 *
 * Returns: (transfer floating): @form in a scrolled window that scrolls it down, never
 *   across, and is as tall as @form's natural height at the width it has (issue 54;
 *   TsWidthBin)
 */
GtkWidget *
ts_form_stack_scrolled (GtkWidget *form,
                        int        max_height)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), max_height);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), ts_width_bin_new (form));
  return scrolled;
}
