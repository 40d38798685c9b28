#ifndef SCENEC_CLIBYAML_SHIM_H
#define SCENEC_CLIBYAML_SHIM_H
// libyaml's event parser: scenec reads its one configuration file with it (SceneLint's YAMLReader).
#include <yaml.h>
#endif
