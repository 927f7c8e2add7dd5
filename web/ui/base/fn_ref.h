#pragma once
// A reference to a callable for a call that does not keep it (painting a picture, asking what a piece
// of the board shows): no allocation, and none of std::function's code for every lambda (the site is
// measured in kilobytes).
#include <type_traits>
#include <utility>

namespace carc::ui {

template <class Sig>
class FnRef;

template <class R, class... A>
class FnRef<R(A...)> {
 public:
  template <class F, class = std::enable_if_t<!std::is_same_v<std::decay_t<F>, FnRef>>>
  FnRef(F&& f)  // NOLINT(google-explicit-constructor): passed like a lambda
      : obj_(const_cast<void*>(static_cast<const void*>(&f))),
        call_([](void* o, A... a) -> R { return (*static_cast<std::remove_reference_t<F>*>(o))(std::forward<A>(a)...); }) {}
  R operator()(A... a) const { return call_(obj_, std::forward<A>(a)...); }

 private:
  void* obj_;
  R (*call_)(void*, A...);
};

}  // namespace carc::ui
