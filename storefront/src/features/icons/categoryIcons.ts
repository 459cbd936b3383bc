import {
  AppWindow, AudioLines, BookOpen, Bot, Box, Brain, BrainCircuit, Briefcase, CalendarCheck, ChartColumn, Clapperboard, Cloud, Code, CodeXml,
  Database, EighthNotes, Film, Folder, Globe, GraduationCap, HardDrive, Headphones, Headset, Image, ImagePlus, Languages, Layers, LayoutGrid,
  ListChecks, Megaphone, MessageSquare, MessagesSquare, Mic, Microscope, Palette, PenLine, Plug, Presentation, ScanSearch, Scissors, Search,
  Server, Terminal, TrendingUp, UserRound, Wallet, WandSparkles, Workflow, Wrench, type IconNode,
} from 'lucide'

/**
 * The icon of each category key (seed/data/categories.json and whatever editors add): Lucide's
 * outline icons, drawn as SVG on the server, so they look the same on every system (emoji need an
 * emoji font, and show as empty boxes without one). A key not listed gets the default.
 */
export const categoryIcons: Record<string, IconNode> = {
  'chat-search': MessagesSquare,
  chatbots: Bot,
  'ai-search': Search,
  'personal-assistants': CalendarCheck,
  writing: PenLine,
  'writing-assistants': PenLine,
  copywriting: Megaphone,
  translation: Languages,
  'ai-detection': ScanSearch,
  image: Image,
  'image-generation': ImagePlus,
  'image-editing': WandSparkles,
  'design-tools': Palette,
  '3d-generation': Box,
  video: Clapperboard,
  'video-generation': Film,
  'video-editing': Scissors,
  'digital-humans': UserRound,
  audio: Headphones,
  'text-to-speech': AudioLines,
  'music-generation': EighthNotes,
  transcription: Mic,
  code: Code,
  'code-assistants': CodeXml,
  'app-builders': AppWindow,
  'developer-tools': Wrench,
  'ai-infra': Server,
  'llm-platforms': Cloud,
  'local-llm': HardDrive,
  'vector-databases': Database,
  'llm-frameworks': Layers,
  business: Briefcase,
  productivity: ListChecks,
  presentations: Presentation,
  'customer-service': Headset,
  'marketing-seo': TrendingUp,
  'education-research': GraduationCap,
  education: BookOpen,
  research: Microscope,
  agents: BrainCircuit,
  'ai-agents': Bot,
  'workflow-automation': Workflow,
  mcp: Plug,
  'mcp-developer-tools': Terminal,
  'mcp-databases': Database,
  'mcp-browser-automation': Globe,
  'mcp-search-web': Search,
  'mcp-file-systems': Folder,
  'mcp-cloud-devops': Cloud,
  'mcp-communication': MessageSquare,
  'mcp-productivity': ListChecks,
  'mcp-knowledge-memory': Brain,
  'mcp-finance-commerce': Wallet,
  'mcp-media-design': Palette,
  'mcp-data-analytics': ChartColumn,
}

export const DEFAULT_CATEGORY_ICON: IconNode = LayoutGrid

export const categoryIcon = (key: string): IconNode => categoryIcons[key] ?? DEFAULT_CATEGORY_ICON
