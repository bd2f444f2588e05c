"""The committed OpenAPI document is a valid OpenAPI 3.0 document for openapi-spec-validator, the reference
validator of the format (its JSON Schema of OpenAPI 3.0, and what a schema cannot say: unique operation ids,
path parameters that are declared and defined, defaults that fit their schemas...)."""
from __future__ import annotations

import json

from openapi_spec_validator import OpenAPIV30SpecValidator, validate

from openapi.write import PATH


def test_openapi_spec_validator_finds_nothing():
    spec = json.loads(PATH.read_text(encoding="utf-8"))
    assert spec["openapi"].startswith("3.0.")
    errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in OpenAPIV30SpecValidator(spec).iter_errors()]
    assert not errors, "\n".join(errors[:20])
    validate(spec)  # and its one-call API agrees
