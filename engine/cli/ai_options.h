#pragma once
// Settings shared by the AI commands (ai_commands.cpp, review_commands.cpp): a setup of computer
// players for generated games, and search settings changed from the command line.
#include <string>

#include "carc/ai/ai.h"
#include "carc/setup.h"

namespace carc::cli {

// A setup of `players` computer players with the expansions of a list ("base", "all", or ids joined
// by commas), checked as a record's would be. Prints the reason and returns false when it is wrong.
bool MakeSetup(int players, const std::string& expansions, Setup* setup);

// Search settings for experiments: "c=0.35,scale=12,thr=8,opp=1,inner=0,wb=3,wk=1.5,pv=3,noise=6,roll=0,lw=6,lt=12,lc=25,ld=3"
// and the evaluation weights: "edge=0.88,fill=0.9,ms=1.6,xm=0.5,ss=2,bs=2.5,ab=3,wm=6" (and the new sets'
// "lm=3,bds=1.5,pig=1,bb=2.5,gb=3,xt=4"). False on an unknown key.
bool ApplyTweaks(const std::string& text, ai::SearchOptions* o);

}  // namespace carc::cli
