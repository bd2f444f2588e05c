"""The committed OpenAPI document is the one the app generates (regenerate: python openapi/write.py)."""
import json

from openapi.write import PATH, spec_text


def test_committed_spec_is_current():
    assert PATH.read_text(encoding="utf-8") == spec_text(), "run: .venv/bin/python openapi/write.py"


def test_every_operation_has_an_id_and_documents_its_errors():
    spec = json.loads(spec_text())
    for path, ops in spec["paths"].items():
        for method, op in ((m, o) for m, o in ops.items() if m in ("get", "post", "put", "patch", "delete")):
            assert op.get("operationId"), f"{method} {path} has no operationId"
            assert any(code.startswith(("4", "5")) for code in op["responses"]), f"{method} {path}: no error documented"


def test_commands_are_one_model_per_type():
    schemas = json.loads(spec_text())["components"]["schemas"]
    union = schemas["AnyCommand"]
    assert union["discriminator"]["propertyName"] == "type"
    assert len(union["oneOf"]) == 33 + 14 + 3  # A Few Acres of Snow, The First Sparks, any game's (resign...)
    assert schemas["GameResignCommand"]["properties"]["type"]["enum"] == ["resign"]
    assert schemas["AcresSettleCommand"]["properties"]["type"]["enum"] == ["settle"]
    assert schemas["SparksHuntCommand"]["properties"]["tools"]["items"]["type"] == "integer"
