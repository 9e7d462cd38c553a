# syntax=docker/dockerfile:1
# The redaction workbench as one image: build everything, then keep only what runs.
# Build from the repository root: docker build -t redaction-workbench .

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/pdf/package.json packages/pdf/
COPY packages/convert/package.json packages/convert/
COPY packages/detect/package.json packages/detect/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# Tesseract with English and Norwegian: OCR prefers the binary to tesseract.js when present.
# LibreOffice without its desktop parts and its Python bridge convert Office files (0052),
# sealed in by bubblewrap (0066: the container needs a seccomp profile allowing user namespaces).
# Noto fonts for CJK, Arabic, Hebrew, Devanagari and Thai, so such text is drawn, not boxes.
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    tesseract-ocr tesseract-ocr-eng tesseract-ocr-nor tini \
    libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui python3-uno bubblewrap \
    fonts-dejavu-core fonts-liberation2 fonts-noto-cjk fonts-noto-core \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Not root: the server needs to write only its data directory (the embedded database).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# tini passes SIGTERM on, so the server drains and stops cleanly.
ENTRYPOINT ["tini", "--"]
CMD ["node", "--no-regexp-tier-up", "apps/server/dist/main.js"]
