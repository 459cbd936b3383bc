# One image for every service; docker-compose.yml chooses the command.
FROM node:24-bookworm-slim
RUN npm install -g pnpm@12
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
