// libadwaita 1.2 (Debian 12), beside GTK's module: what the game uses of it is imported from
// Swift directly; helpers for what Swift cannot import go here.
#ifndef GUESSWORK_CADWAITA_SHIM_H
#define GUESSWORK_CADWAITA_SHIM_H

#include <adwaita.h>

#endif
