"""WSGI entry point: `gunicorn api.wsgi:app` (see Procfile and scripts/serve)."""
from api.app import create_app

app = create_app()
