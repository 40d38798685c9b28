#ifndef SCENEC_CLIBXML2_SHIM_H
#define SCENEC_CLIBXML2_SHIM_H
// Debian builds libxml2 with ICU, and encoding.h then includes ICU's headers, whose types clash
// with Foundation's bundled ICU. scenec never touches encoding handlers, so hide ICU from Swift.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
#endif
