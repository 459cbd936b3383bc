# One image for every service; docker-compose.yml chooses the command.
FROM node:24-bookworm-slim
# CJK fonts for the generated social images (storefront/src/features/og/ogFonts.ts): read from disk, never downloaded.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-noto-cjk && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@12
# The screenshot capture drives Debian's Chromium (tasks worker, IMAGE_CAPTURE=on); CJK fonts for Asian sites.
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-cjk && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
