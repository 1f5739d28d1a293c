/**
 * The trade's icon in the website preview: the name in the trade's file (`icon:`), drawn from the fixed
 * list of trade icons (src/domain/trade-icons.ts). A toolbox for a trade without one.
 */
import ArchitectureIcon from '@mui/icons-material/Architecture';
import BathtubIcon from '@mui/icons-material/Bathtub';
import HandSawIcon from '@mui/icons-material/Carpenter';
import ChairIcon from '@mui/icons-material/Chair';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import ConstructionIcon from '@mui/icons-material/Construction';
import DeckIcon from '@mui/icons-material/Deck';
import ElectricalServicesIcon from '@mui/icons-material/ElectricalServices';
import FenceIcon from '@mui/icons-material/Fence';
import FormatPaintIcon from '@mui/icons-material/FormatPaint';
import FoundationIcon from '@mui/icons-material/Foundation';
import GrassIcon from '@mui/icons-material/Grass';
import GridOnIcon from '@mui/icons-material/GridOn';
import HandymanIcon from '@mui/icons-material/Handyman';
import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import HvacIcon from '@mui/icons-material/Hvac';
import KitchenIcon from '@mui/icons-material/Kitchen';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import LockIcon from '@mui/icons-material/Lock';
import PestControlIcon from '@mui/icons-material/PestControl';
import PlumbingIcon from '@mui/icons-material/Plumbing';
import RoofingIcon from '@mui/icons-material/Roofing';
import SolarPowerIcon from '@mui/icons-material/SolarPower';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WindowIcon from '@mui/icons-material/Window';
import YardIcon from '@mui/icons-material/Yard';
import { DEFAULT_TRADE_ICON, isTradeIconName, type TradeIconName } from '@/domain/trade-icons';

/** Every icon name with its picture; the type makes a name without a picture a compile error. */
const TRADE_ICONS: Record<TradeIconName, typeof HandymanIcon> = {
  architecture: ArchitectureIcon,
  bathtub: BathtubIcon,
  chair: ChairIcon,
  'cleaning-services': CleaningServicesIcon,
  construction: ConstructionIcon,
  deck: DeckIcon,
  'electrical-services': ElectricalServicesIcon,
  fence: FenceIcon,
  'format-paint': FormatPaintIcon,
  foundation: FoundationIcon,
  grass: GrassIcon,
  'grid-on': GridOnIcon,
  'hand-saw': HandSawIcon,
  handyman: HandymanIcon,
  'home-repair-service': HomeRepairServiceIcon,
  hvac: HvacIcon,
  kitchen: KitchenIcon,
  'local-fire-department': LocalFireDepartmentIcon,
  lock: LockIcon,
  'pest-control': PestControlIcon,
  plumbing: PlumbingIcon,
  roofing: RoofingIcon,
  'solar-power': SolarPowerIcon,
  'water-drop': WaterDropIcon,
  window: WindowIcon,
  yard: YardIcon,
};

/** The icon named by a trade's `icon:`; a toolbox when it names none. `data-icon` says which was drawn. */
export function TradeIcon({ icon, size }: { icon?: string; size: number }) {
  const name = isTradeIconName(icon) ? icon : DEFAULT_TRADE_ICON;
  const Icon = TRADE_ICONS[name];
  return <Icon sx={{ fontSize: size }} data-icon={name} />;
}
