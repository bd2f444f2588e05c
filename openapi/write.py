"""Write openapi/openapi.json from the app (the same as `flask --app 'wiring:create_app()' openapi write`), sorted and
indented so that a change to the API is a readable diff. tests/service/test_openapi.py keeps it current."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from api.config import Config
from wiring import create_app

PATH = Path(__file__).resolve().parent / "openapi.json"


def spec_text() -> str:
    app = create_app(Config(enqueue=False))
    return json.dumps(app.extensions["tabula.api"].spec.to_dict(), indent=2, sort_keys=True) + "\n"


if __name__ == "__main__":
    PATH.write_text(spec_text(), encoding="utf-8")
    print(f"wrote {PATH}")
