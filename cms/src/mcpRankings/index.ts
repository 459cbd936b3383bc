/** MCP rankings: popular, trending (7 and 30 days) and top rated, from published signals, with the formula the page shows. */
export * from './formula'
export { computeMcpRankings, mcpBoardNames, type McpBoardName, type McpBoards } from './compute'
export { latestMcpBoard, type McpBoardRead } from './snapshots'
export { countConfigCopy } from './signals'
