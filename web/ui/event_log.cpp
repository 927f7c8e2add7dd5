#include "ui/event_log.h"

#include <imgui.h>

#include "ui/text.h"

namespace carc::ui {
namespace {

std::string Name(const GameState& s, const nlohmann::json& ev) {
  if (!ev.contains("player") || !ev["player"].is_number_integer() || !s.setup) return "";
  const int p = ev["player"].get<int>();
  if (p < 0 || p >= static_cast<int>(s.setup->players.size())) return "";
  return s.setup->players[static_cast<size_t>(p)].name;
}

std::string Str(const nlohmann::json& ev, const char* key) {
  if (!ev.contains(key)) return "";
  const auto& v = ev[key];
  if (v.is_string()) return v.get<std::string>();
  return v.dump();
}

std::string Square(const nlohmann::json& ev) {
  if (ev.contains("x") && ev.contains("y")) return "(" + Str(ev, "x") + "," + Str(ev, "y") + ")";
  return "";
}

}  // namespace

std::vector<Pos> EventSquares(const nlohmann::json& ev) {
  std::vector<Pos> out;
  auto add = [&](const nlohmann::json& p) {
    if (p.is_array() && p.size() == 2 && p[0].is_number_integer() && p[1].is_number_integer())
      out.push_back({p[0].get<int>(), p[1].get<int>()});
  };
  if (ev.contains("at") && ev["at"].is_array()) {
    if (!ev["at"].empty() && ev["at"][0].is_array()) {
      for (const auto& p : ev["at"]) add(p);
    } else {
      add(ev["at"]);
    }
  }
  if (ev.contains("tower")) add(ev["tower"]);
  if (ev.contains("towers") && ev["towers"].is_array())
    for (const auto& p : ev["towers"]) add(p);
  if (ev.contains("x") && ev.contains("y") && ev["x"].is_number_integer() && ev["y"].is_number_integer())
    out.push_back({ev["x"].get<int>(), ev["y"].get<int>()});
  return out;
}

std::string DescribeEvent(const GameState& s, const nlohmann::json& ev) {
  const std::string type = Str(ev, "type");
  const std::string who = Name(s, ev);
  if (type == "start") return "Start tile " + Str(ev, "tile");
  if (type == "draw") return who + " draws " + Str(ev, "tile");
  if (type == "place") return who + " places " + Str(ev, "tile") + " at " + Square(ev);
  if (type == "figure")
    return who + " puts a " + Str(ev, "figure") + " on the " + Str(ev, "feature") + " (" + Str(ev, "at") + ")";
  if (type == "watchman") return who + " puts a watchman on the tower " + Str(ev, "tower");
  if (type == "completed") return "A " + Str(ev, "feature") + " is complete";
  if (type == "return") return who + "'s " + Str(ev, "figure") + " returns";
  if (type == "wagon-move") return who + " moves the wagon to the " + Str(ev, "feature") + " at " + Square(ev);
  if (type == "stolen") return who + " steals the tile " + Str(ev, "tile");
  if (type == "stolen-returned") return "The stolen tile goes back";
  if (type == "abbey") return who + " places the abbey at " + Square(ev);
  if (type == "abbey-skip") return who + " keeps the abbey";
  if (type == "floors") return "Floors: " + Str(ev, "reason") + ", " + Str(ev, "supply") + " left in the supply";
  if (type == "tower") return "A tower rises at " + Str(ev, "at");
  if (type == "discard" || type == "unplaceable") return "Tile " + Str(ev, "tile") + " fits nowhere: set aside";
  if (type == "skip") return who + " skips";
  if (type == "game-over") return "The game is over";
  if (type == "score") {
    std::string text = who + " scores " + Str(ev, "points") + " for " + Str(ev, "reason");
    std::string detail;
    for (auto it = ev.begin(); it != ev.end(); ++it) {
      const std::string& k = it.key();
      if (k == "type" || k == "player" || k == "points" || k == "reason" || k == "at") continue;
      if (it->is_boolean()) {  // flags such as "final": their name says it
        if (it->get<bool>()) text += " (" + k + ")";
        continue;
      }
      if (!detail.empty()) detail += ", ";
      detail += k + " " + (it->is_string() ? it->get<std::string>() : it->dump());
    }
    return detail.empty() ? text : text + " (" + detail + ")";
  }
  std::string text = type;
  if (!who.empty()) text = who + ": " + text;
  return text;
}

bool EventLog::Draw(const GameState& s, const Events& events, float height) {
  // Undo or another game: the events described are no longer a prefix of these.
  if (events.size() < lines_.size() || (!lines_.empty() && events[lines_.size() - 1] != last_event_)) {
    lines_.clear();
    selected_ = -1;
    selected_squares_.clear();
  }
  const bool grew = events.size() > seen_;
  while (lines_.size() < events.size()) lines_.push_back(DescribeEvent(s, events[lines_.size()]));
  seen_ = events.size();
  if (!events.empty()) last_event_ = events.back();
  bool clicked = false;
  ImGui::BeginChild("log", ImVec2(0, height), true);
  ImGuiListClipper clip;
  clip.Begin(static_cast<int>(lines_.size()));
  while (clip.Step()) {
    for (int i = clip.DisplayStart; i < clip.DisplayEnd; ++i) {
      const auto& ev = events[static_cast<size_t>(i)];
      const bool score = ev.value("type", "") == "score";
      if (score) ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 226, 120, 255));
      ImGui::PushID(i);
      if (Selectable(lines_[static_cast<size_t>(i)], "log:" + std::to_string(i), selected_ == i)) {
        selected_ = selected_ == i ? -1 : i;
        selected_squares_ = selected_ >= 0 ? EventSquares(ev) : std::vector<Pos>{};
        clicked = true;
      }
      if (ImGui::IsItemHovered() && MeasureText(lines_[static_cast<size_t>(i)]).x > ImGui::GetContentRegionAvail().x)
        Tooltip(lines_[static_cast<size_t>(i)]);
      ImGui::PopID();
      if (score) ImGui::PopStyleColor();
    }
  }
  if (grew) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
  return clicked;
}

}  // namespace carc::ui
